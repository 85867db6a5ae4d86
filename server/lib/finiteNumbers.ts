import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * The path of the first number in `value` that is not finite ('' for `value` itself), else undefined.
 * Walks with a stack, not recursion: a body may nest deeply where its schema allows any object.
 */
export function nonFiniteNumberAt(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return path;
    } else if (v && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      for (const [k, child] of Object.entries(v)) stack.push([child, path ? `${path}/${k}` : k]);
    }
  }
  return undefined;
}

/**
 * Refuses a request whose validated query, params or body holds Infinity (a preHandler for every
 * route). Ajv's type coercion turns the strings "Infinity" and "1e400" into Infinity and then skips
 * minimum and maximum for a number that is not finite, so such a value passes every route schema.
 */
export function refuseNonFiniteNumbers(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const parts: [string, unknown][] = [
    ['query', request.query],
    ['path', request.params],
    ['body', request.body],
  ];
  for (const [where, value] of parts) {
    const field = nonFiniteNumberAt(value);
    if (field !== undefined) {
      void reply.status(400).send({ Message: `Invalid ${where}${field ? ` field "${field}"` : ''}: must be a finite number.` });
      return;
    }
  }
  done();
}
