// The hook that applies one section's edit and keeps the engine's refusal as that section's error.
import { useState } from 'react';
import type { EditResult, FormVersion } from '@/engine/studio';

/** Applies an edit: the new draft to the page, or the engine's refusal as the section's error. */
export function useEdit(onChange: (draft: FormVersion) => void) {
  const [error, setError] = useState<string | null>(null);
  const apply = (result: EditResult<FormVersion>): boolean => {
    if (!result.ok) {
      setError(result.error);
      return false;
    }
    setError(null);
    onChange(result.value);
    return true;
  };
  return { error, apply, clear: () => setError(null) };
}
