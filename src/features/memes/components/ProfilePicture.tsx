import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { memeBackdrops, memeCharacters } from '../../../content/memeChoices';
import { memeProfile as words } from '../../../content/memeProfile';
import { token } from '../../../content/token';
import { avatarPng, drawAvatar, type AvatarDesign } from '../draw/avatar';
import type { SetLook } from '../draw/backdrops';
import { HEADLINE_FACE } from '../draw/compose';
import type { MemeChoice } from '../hooks/choice';
import { useCameNear } from '../hooks/near';
import { useOneAtATime } from '../hooks/oneAtATime';
import { FILE_LIMIT_MS, useCharacterPicture, type CharacterPicture } from '../hooks/picture';
import { inTime } from '../../../runtime/visibleTimeout';
import { download } from '../hooks/share';
import { avatarFileName } from '../lib/memeText';
import { afterNextFrame } from './afterNextFrame';
import { CaptionField } from './CaptionFields';
import { shareMadeAhead, useAbilities, useMadeAhead } from './ShareBar';
import './ProfilePicture.css';

interface ProfileProps {
  /** The visitor's choice for the meme: the profile picture shows the same character, pose and backdrop. */
  choice: MemeChoice;
  /** The set backdrop's look for that choice. */
  set: SetLook;
  /** The meme's picture of the character: taken as it is while the meme is square too. */
  meme: CharacterPicture;
  /** Changes when the headline face has arrived: the preview draws again in it. */
  fontLoads: number;
}

/**
 * The character's picture for the profile picture: the meme's own while the meme is square (the
 * scene's portrait when it runs); for a wide meme, whose figure is too small for a sharp head at
 * this size, the upright still picture. Never a portrait of its own: the scene poses one picture
 * at a time, and a second ask would take the meme's turn. The still is made ready while the
 * section is `near` too, so a switch to wide there never shows the backdrop alone for a moment.
 */
function useSquarePicture(choice: MemeChoice, meme: CharacterPicture, near: boolean): CharacterPicture {
  const asSquare = useMemo(() => ({ ...choice, shape: 'square' as const }), [choice]);
  const square = choice.shape === 'square';
  const still = useCharacterPicture(asSquare, false, !square || near);
  return square ? meme : still;
}

/**
 * The picture as it will be saved, with the circle chat apps crop it to laid over it (never drawn
 * into it). Drawn from when the visitor is `near`: far down the page, it is no work for the load.
 */
function AvatarPreview({ avatar, fontLoads, description, near }: { avatar: AvatarDesign; fontLoads: number; description: string; near: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current;
    if (!el || !near) return;
    return afterNextFrame(() => {
      const ctx = el.getContext('2d');
      if (ctx) drawAvatar(ctx, avatar);
    });
  }, [avatar, fontLoads, near]);
  return (
    <figure className="meme-avatar__preview">
      <div className="meme-avatar__frame">
        <canvas ref={canvas} width={avatar.size} height={avatar.size} role="img" aria-label={description} data-source={avatar.picture?.source} />
        <div className="meme-avatar__ring" aria-hidden="true" />
      </div>
      <figcaption className="meme-avatar__note">{words.preview.ring}</figcaption>
    </figure>
  );
}

type Action = 'download' | 'share';

/**
 * /memes' profile picture: the character chosen above, head and shoulders on a square with the
 * chosen backdrop and an optional badge, saved as a PNG or (on phones) handed to the share sheet
 * as the file alone.
 */
export function ProfilePicture({ choice, set, meme, fontLoads }: ProfileProps) {
  const headingId = useId();
  const here = useRef<HTMLElement>(null);
  // Its drawing, and its file made ahead for the share sheet, wait until the visitor heads this way.
  const near = useCameNear(here);
  const [badge, setBadge] = useState('');
  const can = useAbilities();
  const { picture, settle } = useSquarePicture(choice, meme, near);
  const { accent, screen } = set;
  const designWith = useCallback(
    (shown: AvatarDesign['picture']): AvatarDesign => ({ size: words.size, backdrop: choice.backdrop, set: { accent, screen }, picture: shown, badge }),
    [choice.backdrop, accent, screen, badge],
  );
  const avatar = useMemo(() => designWith(picture), [designWith, picture]);
  const png = useCallback(async () => {
    const [final] = await Promise.all([settle(), document.fonts.load(HEADLINE_FACE).catch(() => [])]);
    try {
      return await avatarPng(designWith(final));
    } finally {
      final.image.close();
    }
  }, [settle, designWith]);
  const fileFor = useMadeAhead(png, can.files && near);
  const who = memeCharacters.find((c) => c.id === choice.character) ?? memeCharacters[0]!;
  const fileName = avatarFileName(token.ticker, who.name);
  const backdrop = memeBackdrops.find((b) => b.id === choice.backdrop)!;

  const { status, act } = useOneAtATime<Action>(
    'profile picture',
    async (action, say) => {
      // The share sheet gets the file alone: no title, no words.
      if (action === 'share') return say(await shareMadeAhead(fileFor(png), fileName, words.status, say));
      say(words.status.making);
      download(await inTime(png(), FILE_LIMIT_MS), fileName);
      say(words.status.downloaded(fileName));
    },
    { slow: words.status.slow, failed: (action) => (action === 'share' ? words.status.shareFailed : words.status.failed) },
  );

  return (
    <section ref={here} className="meme-avatar" aria-labelledby={headingId}>
      <h2 id={headingId}>{words.heading}</h2>
      <p className="meme-avatar__intro">{words.intro}</p>
      <div className="meme-avatar__body">
        <AvatarPreview avatar={avatar} fontLoads={fontLoads} description={words.describe(who.name, backdrop.describe, badge.trim())} near={near} />
        <div className="meme-avatar__controls">
          <CaptionField label={words.badge.label} value={badge} max={words.badgeMax} placeholder={words.badge.placeholder} onText={setBadge} />
          <div className="meme-share__actions">
            {can.files && (
              <button type="button" className="button button--primary" onClick={() => void act('share')}>
                {words.actions.share}
              </button>
            )}
            <button type="button" className={`button ${can.files ? 'button--ghost' : 'button--primary'}`} onClick={() => void act('download')}>
              {words.actions.download}
            </button>
          </div>
          <p className="meme-share__status" aria-live="polite">
            {status}
          </p>
        </div>
      </div>
    </section>
  );
}
