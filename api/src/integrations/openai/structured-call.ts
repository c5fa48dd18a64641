import type OpenAI from 'openai';
import { z } from 'zod';
import { parseJson } from '../../lib/json-text';

export interface StructuredRequest<T> {
  model: string;
  name: string;
  schema: z.ZodType<T>;
  messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[];
  temperature?: number;
}

export class StructuredOutputError extends Error {
  constructor(message: string, readonly raw: string | null) {
    super(message);
    this.name = 'StructuredOutputError';
  }
}

/** zod's JSON Schema minus the keys strict structured outputs reject. */
export function toResponseSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dropped, ...json } = z.toJSONSchema(schema);
  return json;
}

/**
 * One chat completion constrained to a JSON schema, validated with the same zod schema:
 * a model that answers anything else is a failure, never a half-parsed result.
 */
export async function structuredCall<T>(client: OpenAI, req: StructuredRequest<T>): Promise<T> {
  const completion = await client.chat.completions.create({
    model: req.model,
    messages: req.messages,
    temperature: req.temperature ?? 0.4,
    response_format: {
      type: 'json_schema',
      json_schema: { name: req.name, strict: true, schema: toResponseSchema(req.schema) },
    },
  });
  const choice = completion.choices?.[0]?.message;
  if (choice?.refusal) throw new StructuredOutputError(`model refused: ${choice.refusal}`, null);
  const raw = choice?.content ?? null;
  if (!raw) throw new StructuredOutputError('empty completion', raw);
  const data = parseJson(raw);
  if (data === undefined) throw new StructuredOutputError('completion is not JSON', raw);
  const parsed = req.schema.safeParse(data);
  if (!parsed.success) throw new StructuredOutputError(`completion does not match ${req.name}: ${parsed.error.message}`, raw);
  return parsed.data;
}
