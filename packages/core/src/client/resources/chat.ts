import {
  type ChatRequestInput,
  ChatRequestSchema,
  type ChatResponse,
  ChatResponseSchema,
} from '../../schemas/chat';
import type { ApiContext } from '../api-context';
import type { RequestOptions } from '../options';
import { checked } from './validate';
import { API_CONTRACT } from '../../contract/index';
import { at } from './route-at';

/**
 * The chat assistant: `POST /api/chat/message`.
 * @example
 * const { message, updatedPlan, diff } = await client.chat.send({ message: 'Add a QA Engineer for 500 hours', planData: plan });
 */
export class ChatResource {
  constructor(private readonly api: ApiContext) {}

  /**
   * Sends one request with the current plan and history; answers the reply and the updated plan.
   * An empty or whitespace-only message is rejected before sending (ValidationError).
   * @example
   * const answer = await client.chat.send({ message: 'Remove task 3', planData: plan, history, planId });
   */
  async send(request: ChatRequestInput, options?: RequestOptions): Promise<ChatResponse> {
    return this.api.call({
      ...at(API_CONTRACT.chat.message),
      json: checked(ChatRequestSchema, request),
      schema: ChatResponseSchema,
      options,
    });
  }
}
