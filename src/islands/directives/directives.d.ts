import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first toast or dialog (window event portal:overlay). */
    'client:overlay'?: boolean;
    /** Hydrate when the visitor has a session (access_token cookie) or one starts. */
    'client:session'?: boolean;
    /** Hydrate on the first login trigger click, hover or focus, or a portal:login event. */
    'client:login'?: boolean;
    /** Hydrate on the first focus, pointer, touch, click or key inside the island (the header search box); a click or key made before is made again after. */
    'client:interaction'?: boolean;
    /** As client:interaction, or at idle with a session; a submit before hydration is held and made again after. */
    'client:form'?: boolean;
  }
}
