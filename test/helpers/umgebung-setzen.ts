/** Setup file of the stack projects (vitest.config.ts): each test file starts in its stack's environment. */
import { stackUmgebung } from './umgebung';

stackUmgebung();
