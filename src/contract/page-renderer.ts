/** The build's renderer for Node (src/start/server.tsx) as a file of the build: `<distDir>-ssr/server.js`. */
export const RENDERER_FILE = 'server.js';

/** An API request of a render, answered by whoever renders (our server: in process). */
export type ApiHandler = (request: Request) => Response | Promise<Response>;

/** How a page is rendered: its API answered (else held back, each section loading), its nonce, its instant. */
export interface RenderOptions {
  api?: ApiHandler;
  nonce?: string;
  now?: Date;
}

/**
 * What that renderer offers the build (build/renderer-plugin.ts) and our server (server/src/page-render.ts), which import it
 * at run time: the one statement of its shape, checked against the module itself (src/start/server.test.ts).
 */
export interface PageRenderer {
  prerenderPaths(): string[];
  sanitizeWithWindow(window: unknown): void;
  renderPage(
    request: Request,
    shell: string,
    options?: RenderOptions,
  ): Promise<{ status: number; html: string; scripts: string[] }>;
}
