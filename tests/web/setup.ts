import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { DESKTOP_WIDTH, installMatchMedia } from './matchMedia';

beforeEach(() => {
  installMatchMedia(DESKTOP_WIDTH);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});
