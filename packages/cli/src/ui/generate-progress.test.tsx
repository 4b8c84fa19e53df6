import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { createProgressStore } from '../render/progress-store';
import { GenerateProgress } from './generate-progress';

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('<GenerateProgress>', () => {
  it('shows the step with elapsed seconds, then the latest thinking line, then the finished mark', async () => {
    let now = 1_000;
    const store = createProgressStore(0);
    const view = render(<GenerateProgress store={store} now={() => now} width={60} />);
    store.set({ step: 'Uploading rfp.pdf', detail: '12,345 characters' });
    await tick();
    expect(view.lastFrame()).toMatch(/^[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] Uploading rfp\.pdf 12,345 characters 1s$/);

    now = 5_000;
    store.set({ step: 'Generating plan', detail: '' });
    await tick();
    expect(view.lastFrame()).toContain('Waiting for thinking process to start...');

    store.think('Reading section C.3.\nCounting help desk tick');
    store.think('ets: 1,200 a month.');
    await tick();
    expect(view.lastFrame()?.split('\n')[1]).toBe('  Counting help desk tickets: 1,200 a month.');
    store.think('Found 5 sections.');
    await tick();
    expect(view.lastFrame()?.split('\n')[1]).toBe('  Found 5 sections.');

    store.set({ step: 'Saved plan p1', finished: true });
    await tick();
    expect(view.lastFrame()?.split('\n')[0]).toBe('✔ Saved plan p1 5s');
    view.unmount();
  });
});
