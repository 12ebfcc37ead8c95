// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      '.toolchain/',
      '.data/',
      '.cache/',
      'node_modules/',
      'api/drizzle/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.astro'],
      },
    },
  },
  ...astro.configs.recommended,
  {
    // astro-eslint-parser did not support projectService (ota-meshi/astro-eslint-parser#348 adds a
    // fallback to `project: true`; see docs/upstream.md): it reads the tsconfig instead.
    files: ['**/*.astro'],
    languageOptions: { parserOptions: { projectService: false, project: true } },
  },
  {
    // Accessibility rules for the islands' JSX (.astro templates have eslint-plugin-astro's).
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // Composite widgets (tabs, a combobox's listbox, the dialog, disclosure panels) handle the keys
      // of their focusable children on the container, as the WAI-ARIA Authoring Practices patterns
      // do; the container itself is meant to be neither focusable nor interactive.
      'jsx-a11y-x/interactive-supports-focus': 'off',
      'jsx-a11y-x/no-noninteractive-element-interactions': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
