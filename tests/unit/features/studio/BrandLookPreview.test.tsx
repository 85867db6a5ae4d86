import { act, fireEvent, screen, within } from '@testing-library/react';
import brands from '../../../../schemas/brands/brands.json';
import FormStudioPage from '@/features/studio/FormStudioPage';
import { brandLookOf } from '../../../../server/services/studioBrands';
import type { Brand } from '@/engine/brands/types';
import type { BrandLooks } from '@/types/generated/api/studio-brands';
import { inlineForm, registryWith, renderFluent } from '../../widgets/support/widgets';

const greeting = inlineForm('greeting', { Name: { type: 'string', title: 'Name' } });
const note = inlineForm('note', { Text: { type: 'string', title: 'Text' } });
const registry = registryWith({ schema: greeting }, { schema: note });

const catalogue = (brands as Brand[]).map((brand, i) => ({ brand, whiteLabelId: i + 1 }));
const looks = catalogue.map(brandLookOf);
const dmo = looks.find((b) => b.code === 'dmo')!;
const nbc = looks.find((b) => b.code === 'nbc')!;
/** The master's answer (every brand) and a compliance user's (their own). */
const everyBrand: BrandLooks = { OwnWhiteLabelId: dmo.WhiteLabelId, Brands: looks };
const ownBrand: BrandLooks = { OwnWhiteLabelId: dmo.WhiteLabelId, Brands: [dmo] };

/** The Fluent theme rule of the provider around an element: the CSS variables it is drawn with. */
function themeVariableAround(element: HTMLElement, name: string): string {
  const provider = element.closest<HTMLElement>('.fui-FluentProvider');
  const id = [...(provider?.classList ?? [])].find((c) => /^fui-FluentProvider\S+$/.test(c) && c !== 'fui-FluentProvider');
  const style = id ? (document.getElementById(id) as HTMLStyleElement | null) : null;
  const rule = style?.sheet?.cssRules[0] as CSSStyleRule | undefined;
  return rule?.style.getPropertyValue(name).trim() ?? '';
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const picker = () => screen.getByRole('combobox', { name: 'Brand look' });

async function renderStudio(answer: BrandLooks | Error) {
  const load = jest.fn(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)));
  const view = renderFluent(<FormStudioPage registry={registry} formIds={['greeting', 'note']} loadBrands={load} />);
  await act(async () => undefined);
  return { view, load };
}

describe('the preview in a chosen brand look', () => {
  test("starts in the user's own brand: the primary button has that brand's colour, its logo and name above the form", async () => {
    await renderStudio(everyBrand);
    expect(themeVariableAround(submitButton(), '--colorBrandBackground')).toBe(`#${dmo.colourPrimary.toUpperCase()}`);
    expect(picker()).toHaveProperty('value', `${dmo.name} (dmo)`);
    const frame = submitButton().closest<HTMLElement>('[data-brand]')!;
    expect(frame.dataset.brand).toBe('dmo');
    expect(within(frame).getByRole('img', { name: dmo.name }).getAttribute('src')).toBe(dmo.logo);
    expect(within(frame).getByText(`As clients of ${dmo.name} see it`)).toBeTruthy();
    // The brand's font in the theme and its stylesheet in the head.
    expect(themeVariableAround(submitButton(), '--fontFamilyBase')).toContain(dmo.fontPrimary);
  });

  test('choosing another brand by keyboard (type to search, arrow, Enter) redraws the preview in its theme and keeps it for other forms', async () => {
    await renderStudio(everyBrand);
    const box = picker();
    await act(async () => {
      box.focus();
      fireEvent.keyDown(box, { key: 'n' });
      fireEvent.change(box, { target: { value: 'nbc' } });
    });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([`${nbc.name} (nbc)`]);
    await act(async () => fireEvent.keyDown(box, { key: 'ArrowDown' }));
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(picker()).toHaveProperty('value', `${nbc.name} (nbc)`);
    expect(themeVariableAround(submitButton(), '--colorBrandBackground')).toBe(`#${nbc.colourPrimary.toUpperCase()}`);
    expect(submitButton().closest<HTMLElement>('[data-brand]')!.dataset.brand).toBe('nbc');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'note' })));
    expect(themeVariableAround(submitButton(), '--colorBrandBackground')).toBe(`#${nbc.colourPrimary.toUpperCase()}`);
  });

  test('opened with the chosen name shown, the list has every brand by name; words matching none say so', async () => {
    await renderStudio(everyBrand);
    fireEvent.click(picker());
    expect(screen.getAllByRole('option')).toHaveLength(looks.length);
    expect(
      screen.getByText(`The preview draws the form as clients of the chosen brand see it. Type to search the ${looks.length} brands.`),
    ).toBeTruthy();
    fireEvent.keyDown(picker(), { key: 'n' });
    fireEvent.change(picker(), { target: { value: 'no such brand' } });
    expect(screen.getByText('No brand has that name or code.')).toBeTruthy();
  });

  test('a compliance user has their own brand only, and is told so', async () => {
    await renderStudio(ownBrand);
    fireEvent.click(picker());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([`${dmo.name} (dmo)`]);
    expect(
      screen.getByText('The preview draws the form as clients of your brand see it; only the white-label master previews other brands.'),
    ).toBeTruthy();
  });

  test("when the brands cannot be read, the picker says why and the form is drawn in the page's look", async () => {
    await renderStudio(new Error('The studio answered 500.'));
    expect(picker()).toHaveProperty('disabled', true);
    expect(
      screen.getByText("The brands could not be loaded (The studio answered 500.): the preview keeps this portal's look."),
    ).toBeTruthy();
    expect(submitButton().closest('[data-brand]')).toBeNull();
  });

  test('what was typed in the preview before the looks arrived stays, in the same field, once they do', async () => {
    let arrive: (looks: BrandLooks) => void = () => undefined;
    const load = () => new Promise<BrandLooks>((resolve) => (arrive = resolve));
    renderFluent(<FormStudioPage registry={registry} formIds={['greeting']} loadBrands={load} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(submitButton().closest('[data-brand]')).toBeNull();
    fireEvent.change(name, { target: { value: 'Ada' } });
    await act(async () => arrive(everyBrand));
    expect(submitButton().closest<HTMLElement>('[data-brand]')!.dataset.brand).toBe('dmo');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(name);
    expect(name).toHaveProperty('value', 'Ada');
  });

  test('without a way to read brands there is no picker (a studio without the API)', () => {
    renderFluent(<FormStudioPage registry={registry} formIds={['greeting']} />);
    expect(screen.queryByRole('combobox', { name: 'Brand look' })).toBeNull();
  });
});
