import type { Config } from '../../config/index';
import type { ModelProvider } from '../provider';
import { createAnthropicProvider, type ProviderOptions } from './anthropic';
import { createLocalProvider } from './local';
import { createOpenAiProvider } from './openai';

export type { ProviderOptions };

/**
 * The provider MODEL_PROVIDER names.
 * @example
 * const provider = createProvider(loadConfig());
 */
export function createProvider(config: Config, options: ProviderOptions = {}): ModelProvider {
  switch (config.modelProvider) {
    case 'anthropic':
      return createAnthropicProvider(config, options);
    case 'openai-compatible':
      return createOpenAiProvider(config, options);
    case 'local':
      return createLocalProvider();
  }
}
