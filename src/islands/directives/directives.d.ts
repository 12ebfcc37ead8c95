import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first toast or dialog (window event portal:overlay). */
    'client:overlay'?: boolean;
    /** Hydrate when the visitor has a session (access_token cookie) or one starts. */
    'client:session'?: boolean;
  }
}
