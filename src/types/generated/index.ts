/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from every schemas/forms/<form-id>/schema.json. */

import type { AccountAppropriatenessAnswers } from './account-appropriateness';
import type { AccountTypeAnswers } from './account-type';
import type { AcknowledgementsAnswers } from './acknowledgements';
import type { AlertTargetsAnswers } from './alert-targets';
import type { AppropriatenessTestAnswers } from './appropriateness-test';
import type { CorrespondenceAnswers } from './correspondence';
import type { DisbursementAnswers } from './disbursement';
import type { DueDiligenceGeneralDetailsAnswers } from './due-diligence-general-details';
import type { DueDiligenceMoreInformationAnswers } from './due-diligence-more-information';
import type { DueDiligenceSourceOfFundsAnswers } from './due-diligence-source-of-funds';
import type { DueDiligenceSourceOfWealthAnswers } from './due-diligence-source-of-wealth';
import type { EmailLogFilterAnswers } from './email-log-filter';
import type { FeesAnswers } from './fees';
import type { KycAnswers } from './kyc';
import type { LoginAnswers } from './login';
import type { NewPasswordAnswers } from './new-password';
import type { PersonalDetailsAnswers } from './personal-details';
import type { ProfileReminderAnswers } from './profile-reminder';
import type { ProjectionAnswers } from './projection';
import type { ResetPasswordAnswers } from './reset-password';
import type { RiskProfileAnswers } from './risk-profile';
import type { TransactionReportAnswers } from './transaction-report';
import type { WatchlistTargetsAnswers } from './watchlist-targets';

export type { AccountAppropriatenessAnswers } from './account-appropriateness';
export type { AccountTypeAnswers } from './account-type';
export type { AcknowledgementsAnswers } from './acknowledgements';
export type { AlertTargetsAnswers } from './alert-targets';
export type { AppropriatenessTestAnswers } from './appropriateness-test';
export type { CorrespondenceAnswers } from './correspondence';
export type { DisbursementAnswers } from './disbursement';
export type { DueDiligenceGeneralDetailsAnswers } from './due-diligence-general-details';
export type { DueDiligenceMoreInformationAnswers } from './due-diligence-more-information';
export type { DueDiligenceSourceOfFundsAnswers } from './due-diligence-source-of-funds';
export type { DueDiligenceSourceOfWealthAnswers } from './due-diligence-source-of-wealth';
export type { EmailLogFilterAnswers } from './email-log-filter';
export type { FeesAnswers } from './fees';
export type { KycAnswers } from './kyc';
export type { LoginAnswers } from './login';
export type { NewPasswordAnswers } from './new-password';
export type { PersonalDetailsAnswers } from './personal-details';
export type { ProfileReminderAnswers } from './profile-reminder';
export type { ProjectionAnswers } from './projection';
export type { ResetPasswordAnswers } from './reset-password';
export type { RiskProfileAnswers } from './risk-profile';
export type { TransactionReportAnswers } from './transaction-report';
export type { WatchlistTargetsAnswers } from './watchlist-targets';

/** The answers of every form, by form id. */
export interface FormAnswersById {
  'account-appropriateness': AccountAppropriatenessAnswers;
  'account-type': AccountTypeAnswers;
  acknowledgements: AcknowledgementsAnswers;
  'alert-targets': AlertTargetsAnswers;
  'appropriateness-test': AppropriatenessTestAnswers;
  correspondence: CorrespondenceAnswers;
  disbursement: DisbursementAnswers;
  'due-diligence-general-details': DueDiligenceGeneralDetailsAnswers;
  'due-diligence-more-information': DueDiligenceMoreInformationAnswers;
  'due-diligence-source-of-funds': DueDiligenceSourceOfFundsAnswers;
  'due-diligence-source-of-wealth': DueDiligenceSourceOfWealthAnswers;
  'email-log-filter': EmailLogFilterAnswers;
  fees: FeesAnswers;
  kyc: KycAnswers;
  login: LoginAnswers;
  'new-password': NewPasswordAnswers;
  'personal-details': PersonalDetailsAnswers;
  'profile-reminder': ProfileReminderAnswers;
  projection: ProjectionAnswers;
  'reset-password': ResetPasswordAnswers;
  'risk-profile': RiskProfileAnswers;
  'transaction-report': TransactionReportAnswers;
  'watchlist-targets': WatchlistTargetsAnswers;
}

/** The id of every form under schemas/forms. */
export type FormId = keyof FormAnswersById;
