import type { SagaEnvironment } from '@/sagas/effects';
import { NOW_MS } from './tokens';

/** An in-memory Storage, so a test sees exactly what a saga stored. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.has(key) ? this.items.get(key)! : null;
  }
  key(index: number) {
    return Array.from(this.items.keys())[index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  entries() {
    return Object.fromEntries(this.items);
  }
}

export interface FakeEnvironment extends SagaEnvironment {
  storage: { local: MemoryStorage; session: MemoryStorage };
  navigate: jest.Mock;
  openWindow: jest.Mock;
  closeWindow: jest.Mock;
  setDocumentHead: jest.Mock;
  onVisibilityChange: jest.Mock;
}

/** The outside world of the sagas, faked: storages in memory, the rest jest functions. */
export function fakeEnvironment(options: { search?: string; pathname?: string; now?: number } = {}): FakeEnvironment {
  return {
    navigate: jest.fn(),
    location: () => ({ pathname: options.pathname ?? '/', search: options.search ?? '', hash: '' }),
    storage: { local: new MemoryStorage(), session: new MemoryStorage() },
    openWindow: jest.fn(() => ({}) as Window),
    closeWindow: jest.fn(),
    setDocumentHead: jest.fn(),
    onVisibilityChange: jest.fn(() => () => undefined),
    isPageHidden: () => false,
    now: () => options.now ?? NOW_MS,
  };
}
