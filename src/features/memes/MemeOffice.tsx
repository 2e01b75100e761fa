import { useCallback, useEffect, useMemo, useState } from 'react';
import { cabinet, statusColours } from '../../content/cabinet';
import { memeSets } from '../../content/memeChoices';
import { memeOffice } from '../../content/memeOffice';
import { memePicture } from '../../content/memePicture';
import { memeFileName, stickerFileName } from './lib/memeText';
import { token } from '../../content/token';
import { useDisplayMode } from '../../mode/DisplayModeProvider';
import { CaptionFields } from './components/CaptionFields';
import { describe, EMPTY_CAPTIONS, isChancellor, lawOf, nameParts, shapeOf, useMemeChoice, type MemeCaptions, type MemeChoice } from './hooks/choice';
import { HEADLINE_FACE, memePng, type MemeDesign, type Picture } from './draw/compose';
import { MemeChoices } from './components/MemeChoices';
import { MemePreview } from './components/MemePreview';
import { useCharacterPicture } from './hooks/picture';
import { ShareBar } from './components/ShareBar';
import { ClipMaker } from './components/ClipMaker';
import type { ClipInput } from './hooks/clip';
import { ProfilePicture } from './components/ProfilePicture';
import { StickerMaker } from './components/StickerMaker';
import type { StickerInput } from './hooks/sticker';
import { RoomButton } from '../../components/room/RoomButton';
import { SectionHeader } from '../../components/SectionHeader';
import { room } from '../../content/room';
import './MemeOffice.css';

/** The picture's set for the set backdrop: the Chancellor's moment, or the minister's department in the colour of their status. */
function setFor(choice: MemeChoice) {
  if (isChancellor(choice)) return memeSets[choice.moment];
  const minister = cabinet.ministers.find((m) => m.id === choice.character)!;
  return { accent: statusColours[minister.status], screen: minister.department.toLocaleUpperCase() };
}

function designFor(choice: MemeChoice, captions: MemeCaptions, picture: Picture | null): MemeDesign {
  const { width, height } = shapeOf(choice);
  return {
    width,
    height,
    backdrop: choice.backdrop,
    set: setFor(choice),
    picture,
    style: choice.style,
    top: captions.top,
    bottom: captions.bottom,
    law: { label: lawOf(captions), text: captions.lawText },
    mark: memePicture.mark,
  };
}

/**
 * The headline face, loaded for the canvas (the page's own text may not have asked for it yet):
 * counts its arrivals, so the preview draws again in it. Where it is already in when the page
 * starts (the usual case: the page asks for it at its first paint), nothing is drawn twice.
 */
function useMemeFont(): number {
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    if (document.fonts.check(HEADLINE_FACE)) return;
    let on = true;
    const done = () => on && setLoads((n) => n + 1);
    document.fonts.load(HEADLINE_FACE).then(done, done);
    return () => {
      on = false;
    };
  }, []);
  return loads;
}

/** /memes: the meme office. Every choice and keystroke draws the picture again; nothing leaves the device until the visitor shares it. */
export default function MemeOffice() {
  const [choice, change] = useMemeChoice();
  const [captions, setCaptions] = useState<MemeCaptions>(EMPTY_CAPTIONS);
  const onCaptions = useCallback((part: Partial<MemeCaptions>) => setCaptions((c) => ({ ...c, ...part })), []);
  const { decision, failure } = useDisplayMode();
  const live = decision?.mode === 'full' && !failure;
  const { picture, posing, settle } = useCharacterPicture(choice, live);
  const fontLoads = useMemeFont();
  const meme = useMemo(() => designFor(choice, captions, picture), [choice, captions, picture]);
  const png = useCallback(async () => {
    const [final] = await Promise.all([settle(), document.fonts.load(HEADLINE_FACE).catch(() => [])]);
    try {
      return await memePng(designFor(choice, captions, final));
    } finally {
      final.image.close();
    }
  }, [settle, choice, captions]);
  const clip: ClipInput = {
    meme,
    shape: choice.shape,
    pose: { moment: isChancellor(choice) ? choice.moment : 'hero', minister: isChancellor(choice) ? null : choice.character },
    // The scene draws the clip once it has posed this choice: until then (still loading, or it
    // could not), the still picture moves instead, and the page says which.
    live: live && picture?.source === 'scene',
    still: settle,
    fileName: (extension) => memeFileName(token.ticker, nameParts(choice, captions), extension),
  };
  const sticker: StickerInput = {
    meme,
    live,
    fileName: (pose, format, extension) => stickerFileName(token.ticker, format === 'pack' ? 'whatsapp' : format, pose, extension),
  };

  return (
    <main id="main" tabIndex={-1} className="page memes">
      <SectionHeader className="memes__head" eyebrow={memeOffice.eyebrow} level={1} heading={memeOffice.heading} intro={memeOffice.intro}>
        <div className="memes__room">
          <RoomButton />
          <p>{room.teaser}</p>
        </div>
      </SectionHeader>
      <div className="memes__stage">
        <MemePreview meme={meme} fontLoads={fontLoads} description={describe(choice, captions)} posing={posing} />
        <ShareBar png={png} fileName={memeFileName(token.ticker, nameParts(choice, captions))} />
      </div>
      <form className="meme-form" aria-label={memeOffice.heading} onSubmit={(e) => e.preventDefault()}>
        <MemeChoices choice={choice} onChoice={change} />
        <CaptionFields style={choice.style} onStyle={(style) => change({ style })} captions={captions} onCaptions={onCaptions} />
      </form>
      <ClipMaker input={clip} />
      <ProfilePicture choice={choice} set={setFor(choice)} meme={{ picture, posing, settle }} fontLoads={fontLoads} />
      <StickerMaker input={sticker} />
    </main>
  );
}
