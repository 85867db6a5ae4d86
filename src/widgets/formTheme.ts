import type { ThemeProps } from '@rjsf/core';
import { generateTheme } from '@rjsf/fluentui-rc';
import type { RegistryWidgetsType } from '@rjsf/utils';
import ArrayField from './ArrayField/ArrayField';
import ArrayFieldItemTemplate from './ArrayFieldItemTemplate/ArrayFieldItemTemplate';
import ArrayFieldTemplate from './ArrayFieldTemplate/ArrayFieldTemplate';
import BaseInputTemplate from './BaseInputTemplate/BaseInputTemplate';
import BandedRadioWidget from './BandedRadioWidget/BandedRadioWidget';
import CountryWidget from './CountryWidget/CountryWidget';
import DateWidget from './DateWidget/DateWidget';
import FieldTemplate from './FieldTemplate/FieldTemplate';
import FileWidget from './FileWidget/FileWidget';
import HolderGridWidget from './HolderGridWidget/HolderGridWidget';
import MoneyWidget from './MoneyWidget/MoneyWidget';
import ObjectField from './ObjectField/ObjectField';
import ObjectFieldTemplate from './ObjectFieldTemplate/ObjectFieldTemplate';
import PercentageChoiceWidget from './PercentageChoiceWidget/PercentageChoiceWidget';
import PercentageWidget from './PercentageWidget/PercentageWidget';
import PhoneWidget from './PhoneWidget/PhoneWidget';
import ReferenceSelectWidget from './ReferenceSelectWidget/ReferenceSelectWidget';
import SelectWidget from './SelectWidget/SelectWidget';

const fluent = generateTheme();

/**
 * The platform's widgets, registered under their component names for `ui:widget`. DateWidget and
 * FileWidget also replace RJSF's defaults, so `format: date` and `format: data-url` fields get them
 * without a ui.json entry; `radio` is drawn by BandedRadioWidget too (the theme's own radio group
 * switches from uncontrolled to controlled on the first choice).
 */
export const tesseraWidgets: RegistryWidgetsType = {
  ...fluent.widgets,
  SelectWidget,
  MoneyWidget,
  PercentageChoiceWidget,
  PercentageWidget,
  PhoneWidget,
  ReferenceSelectWidget,
  DateWidget,
  CountryWidget,
  HolderGridWidget,
  BandedRadioWidget,
  RadioWidget: BandedRadioWidget,
  FileWidget,
};

/**
 * RJSF's Fluent UI v9 theme with the platform's widgets, field frame, read-only-aware inputs, object layout and object
 * widgets, and an array field that keeps typing in one item from redrawing the others. TesseraForm
 * draws its forms with it (without RJSF's Form component: see formFields.tsx).
 */
export const tesseraTheme: ThemeProps = {
  widgets: tesseraWidgets,
  templates: { ...fluent.templates, ArrayFieldTemplate, ArrayFieldItemTemplate, BaseInputTemplate, FieldTemplate, ObjectFieldTemplate },
  fields: { ObjectField, ArrayField },
};
