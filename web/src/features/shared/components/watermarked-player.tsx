import type { SyntheticEvent } from 'react';
import { SHARE_MESSAGES } from '@shared/messages/shares';
import classes from './watermarked-player.module.css';

const noMenu = (e: SyntheticEvent) => e.preventDefault();

/**
 * A shared answer's recording, streamed by the browser from `src` (range requests); a video has the
 * viewer's address and the date laid over the picture. No download control, no picture-in-picture
 * and no context menu (whose "Save video as" would download it).
 */
export function WatermarkedPlayer({
  src,
  kind,
  label,
  viewerEmail,
  date,
}: {
  src: string;
  kind: 'video' | 'audio';
  label: string;
  viewerEmail: string;
  date: string;
}) {
  // The transcript beside it is the text alternative (no caption track is recorded).
  const Media = kind === 'video' ? 'video' : 'audio';
  return (
    <div className={classes.frame} data-testid="shared-player">
      <Media
        src={src}
        controls
        preload="metadata"
        controlsList="nodownload noremoteplayback noplaybackrate"
        aria-label={label}
        onContextMenu={noMenu}
        className={classes.media}
        {...(kind === 'video' ? { disablePictureInPicture: true, playsInline: true } : {})}
      />
      {kind === 'video' && (
        <div className={classes.mark} aria-hidden="true" data-testid="watermark">
          {SHARE_MESSAGES.watermark(viewerEmail, date)}
        </div>
      )}
    </div>
  );
}
