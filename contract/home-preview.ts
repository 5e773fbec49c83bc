/**
 * The console's live preview of a home-page draft: the editor (admin/src/pages/site/draft-preview.tsx) frames the shop's
 * home at `PREVIEW_PATH` and posts the draft as `PREVIEW_DRAFT`; the frame (src/pages/home/use-home-preview.ts)
 * says `PREVIEW_READY` when it listens. Both sides check the other is on the same origin. No imports: the
 * console bundles this file too.
 */
export const PREVIEW_PATH = '/#/pages/home/index?preview=1'
export const PREVIEW_DRAFT = 'mili-home-preview'
export const PREVIEW_READY = 'mili-home-preview:ready'
