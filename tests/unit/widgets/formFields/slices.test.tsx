import { act, fireEvent } from '@testing-library/react';
import { FIELDS_PER_SLICE, SLICED_ABOVE_FIELDS, fieldCountOf } from '@/widgets/ObjectField/objectProperties';
import { TesseraForm } from '@/widgets/TesseraForm';
import { inlineForm, registryWith, renderFluent } from '../support/widgets';

// A large form renders in jsdom slowly: one test file of its own, with room.
jest.setTimeout(60_000);

describe('fieldCountOf', () => {
  test("counts an object's leaves, and an array's fields once per answered item (at least one)", () => {
    const row = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } } };
    const schema = {
      type: 'object',
      properties: {
        x: { type: 'string' },
        nested: { type: 'object', properties: { y: { type: 'boolean' }, z: row } },
        rows: { type: 'array', items: row },
      },
    };
    expect(fieldCountOf(schema, {})).toBe(1 + 3 + 2);
    expect(fieldCountOf(schema, { rows: [{}, {}, {}] })).toBe(1 + 3 + 6);
    expect(fieldCountOf({ type: 'string' }, 'text')).toBe(1);
  });
});

describe('a form of more than SLICED_ABOVE_FIELDS fields', () => {
  const count = SLICED_ABOVE_FIELDS + 100;
  const properties = Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, { type: 'string', title: `Field ${i}` }]));
  const registry = registryWith({ schema: inlineForm('big', properties) });
  const inputs = () => document.querySelectorAll('form.rjsf input').length;

  test('opens with its first slice drawn and draws the rest in later tasks, each field once, in order, all usable', () => {
    jest.useFakeTimers();
    const changes: Array<Record<string, unknown>> = [];
    renderFluent(<TesseraForm registry={registry} formId="big" formData={{}} onChange={(d) => changes.push(d)} />);
    const first = inputs();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(FIELDS_PER_SLICE);
    // Each later slice is a task of its own (a timer): run them one by one.
    for (let tasks = 0; inputs() < count && tasks < 100; tasks++) act(() => jest.advanceTimersToNextTimer());
    expect(inputs()).toBe(count);
    const ids = [...document.querySelectorAll('form.rjsf input')].map((i) => i.id);
    expect(ids).toEqual(Array.from({ length: count }, (_, i) => `root_f${i}`));
    // By id: a label query over 1,600 fields takes jsdom minutes.
    const last = document.getElementById(`root_f${count - 1}`)!;
    expect(document.querySelector(`label[for="root_f${count - 1}"]`)?.textContent).toBe(`Field ${count - 1}`);
    fireEvent.change(last, { target: { value: 'last' } });
    expect(changes.at(-1)).toEqual({ [`f${count - 1}`]: 'last' });
    jest.useRealTimers();
  });

  test('a form up to SLICED_ABOVE_FIELDS fields is drawn whole when it opens', () => {
    const small = Object.fromEntries(Object.entries(properties).slice(0, 300));
    renderFluent(<TesseraForm registry={registryWith({ schema: inlineForm('small', small) })} formId="small" formData={{}} />);
    expect(inputs()).toBe(300);
  });
});
