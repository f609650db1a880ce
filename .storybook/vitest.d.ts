import type { ComposedStoryFn } from 'storybook/internal/types';

// The Storybook Vitest plugin puts the story on each test's context and its id on the task.
declare module 'vitest' {
  interface TaskMeta {
    storyId?: string;
  }
  interface TestContext {
    story?: Pick<ComposedStoryFn, 'tags'>;
  }
}
