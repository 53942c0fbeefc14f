/**
 * A member's first pages arrive as a frame the build prerendered (docs/decisions/037): the header
 * and the page's title, as for any signed-in member, with nothing of the member's own. The HTML is
 * the same for every member and may be cached; the app fills it in once it has taken it over.
 */
export const MEMBER_FRAME_PATHS: readonly string[] = ['/home', '/profile/search'];

export function isMemberFrame(path: string): boolean {
  return MEMBER_FRAME_PATHS.includes(path);
}

let drawing = false;

/** Set by the build while it prerenders a member's frame (prerender.tsx): there is no session then. */
export function drawMemberFrame(on: boolean): void {
  drawing = on;
}

/** Whether the page is being drawn as a member's frame: signed in, for no member in particular. */
export function drawingMemberFrame(): boolean {
  return drawing;
}
