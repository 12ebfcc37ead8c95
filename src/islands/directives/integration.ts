import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/**
 * Registers the portal's client directives: client:overlay, client:session, client:login,
 * client:interaction and client:form.
 */
export function portalDirectives(): AstroIntegration {
  return {
    name: 'portal-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'overlay',
          entrypoint: fileURLToPath(new URL('./overlay.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'session',
          entrypoint: fileURLToPath(new URL('./session.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'form',
          entrypoint: fileURLToPath(new URL('./form.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'login',
          entrypoint: fileURLToPath(new URL('./login.ts', import.meta.url)),
        });
      },
    },
  };
}
