import { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import { compilingConditionEvaluator } from './conditionAjv';
import { createFormsAjv } from './createFormsAjv';

/**
 * A forms registry that compiles: its forms with the platform's ajv set-up, its conditions with
 * the condition ajv. The server, scripts and tests make theirs here; the browser makes
 * `new SchemaRegistry(null)`, which compiles nothing and is given the server's precompiled modules.
 */
export function createCompilingRegistry(): SchemaRegistry {
  return new SchemaRegistry(createFormsAjv(), compilingConditionEvaluator());
}
