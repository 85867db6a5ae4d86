/**
 * The studio's Tests panel (issue 13 item 3): a form draft's fixtures run against content that is
 * not saved yet, on every change in the browser, with the same checks and the same judgement a
 * submission for review applies (studioContent.ts), and optionally the draft's verdict on one set of
 * answers (the preview's, to save them as a new fixture).
 */
import { validateForm } from '@/engine';
import { isStudioApproverRole } from '@/engine/session/roles';
import type { StudioKind } from '../db/schema';
import { badRequest, forbidden, notFound } from '../lib/http';
import type { LoadedForms } from '../forms/loadForms';
import { checkFormContent, fixtureOutcomes, fixturesFor, type FixtureOutcome, type FormContent } from './studioContent';
import { STUDIO_MESSAGES, type StudioActor } from './studio';

/** The fixtures check's own refusal. */
export const FIXTURES_MESSAGES = {
  flowHasNone: 'Only a form has fixtures to run; a flow is checked by the impact check.',
} as const;

/** One fixture's outcome as the API shows it. */
export interface FixtureResultView {
  Name: string;
  Expect: 'valid' | 'invalid';
  Passed: boolean;
  FirstError: string | null;
  Path: string | null;
  Expected: string | null;
  Problem: string | null;
}

/** The draft's verdict on one set of answers: valid, or its first message and where. */
export interface AnswersVerdictView {
  Valid: boolean;
  FirstError: string | null;
  Path: string | null;
}

/** What the fixtures check answers. */
export interface FixturesCheckView {
  Passed: number;
  Failed: number;
  Fixtures: FixtureResultView[];
  /** The verdict on the answers sent, when some were. */
  Answers?: AnswersVerdictView;
}

const viewOf = (o: FixtureOutcome): FixtureResultView => ({
  Name: o.name,
  Expect: o.expect,
  Passed: o.passed,
  FirstError: o.firstError,
  Path: o.path,
  Expected: o.expected,
  Problem: o.problem,
});

/**
 * Runs a form's fixtures (schemas/forms/<id>/fixtures with the draft's own added or replacing them by
 * name) against an unsaved draft. Reads nothing from the database and writes nothing.
 * @param forms - the forms the server serves (shared definitions, form folders)
 * @param actor - compliance or whitelabelmaster
 * @param input - kind (a form), the form's id, the draft's content and optionally answers to judge
 * @returns every fixture's outcome; 400 with the content check's sentence when the draft cannot be compiled
 */
export function checkDraftFixtures(
  forms: LoadedForms,
  actor: StudioActor,
  input: { kind: StudioKind; formId: string; content: unknown; answers?: unknown },
): FixturesCheckView {
  if (!isStudioApproverRole(actor.role)) throw forbidden(STUDIO_MESSAGES.forbidden);
  const { kind, formId, content } = input;
  if (kind !== 'form') throw badRequest(FIXTURES_MESSAGES.flowHasNone);
  const folder = forms.folders.find((f) => f.id === formId);
  if (!folder) throw notFound(STUDIO_MESSAGES.unknownItem(kind, formId));
  const verdict = checkFormContent(forms, formId, content);
  if (!verdict.ok) throw badRequest(verdict.message);
  const registry = verdict.registry;
  if (!registry) throw badRequest(FIXTURES_MESSAGES.flowHasNone);
  const outcomes = fixtureOutcomes(registry, formId, fixturesFor(folder.dir, (content as FormContent).fixtures));
  const passed = outcomes.filter((o) => o.passed).length;
  const view: FixturesCheckView = { Passed: passed, Failed: outcomes.length - passed, Fixtures: outcomes.map(viewOf) };
  if (input.answers !== undefined) {
    const first = validateForm(registry, formId, input.answers).errors[0];
    view.Answers = { Valid: !first, FirstError: first?.message ?? null, Path: first?.path ?? null };
  }
  return view;
}
