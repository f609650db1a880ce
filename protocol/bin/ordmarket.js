#!/usr/bin/env node
// The operator CLI is TypeScript; tsx runs it without a build step.
import { register } from 'tsx/esm/api';

register();
await import('../cli/main.ts');
