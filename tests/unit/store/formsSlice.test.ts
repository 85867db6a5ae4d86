import reducer, { formsActions } from '@/store/formsSlice';

describe('formsSlice', () => {
  test('every form put in the registry counts a revision, a reload of a loaded one too (the studio follows it)', () => {
    let state = reducer(undefined, { type: 'init' });
    expect(state.revision).toBe(0);
    state = reducer(state, formsActions.formRequested('kyc'));
    state = reducer(state, formsActions.formLoaded({ id: 'kyc', version: '1.0.0' }));
    expect(state).toMatchObject({ loaded: { kyc: '1.0.0' }, loading: [], revision: 1 });
    // A publication: the same id (and schema version string) fetched again is still a new revision.
    state = reducer(state, formsActions.formReloadRequested('kyc'));
    expect(state.revision).toBe(1);
    state = reducer(state, formsActions.formLoaded({ id: 'kyc', version: '1.0.0' }));
    expect(state).toMatchObject({ loaded: { kyc: '1.0.0' }, revision: 2 });
  });
});
