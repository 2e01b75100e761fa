import { useId, useState } from 'react';
import { CAPTION_MAX, FIRST_MEME_LAW, memeCaption, type CaptionStyle } from '../../../content/memeCaption';
import { characterCount, cleanCaption } from '../lib/memeText';
import { lawOf, type MemeCaptions } from '../hooks/choice';

interface FieldProps {
  label: string;
  value: string;
  max: number;
  placeholder: string;
  onText: (text: string) => void;
}

/**
 * One line of the caption: plain text, cleaned as it is typed or pasted (lib/memeText), with its
 * count in sight and a calm word when a paste was cut or hidden characters were taken out.
 */
export function CaptionField({ label, value, max, placeholder, onText }: FieldProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const count = characterCount(value);
  return (
    <div className="meme-field">
      <div className="meme-field__head">
        <label htmlFor={id}>{label}</label>
        <span className="meme-field__count" data-full={count === max ? '' : undefined} aria-hidden="true">
          {memeCaption.count(count, max)}
        </span>
      </div>
      <input
        id={id}
        type="text"
        // Typed right to left in Hebrew or Arabic, as the picture draws it.
        dir="auto"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="done"
        aria-describedby={`${id}-count ${id}-note`}
        onChange={(e) => {
          const clean = cleanCaption(e.target.value, max);
          setNote(clean.cut ? memeCaption.cut(max) : clean.removed ? memeCaption.removed : '');
          onText(clean.text);
        }}
      />
      <span id={`${id}-count`} className="sr-only">
        {memeCaption.countLabel(count, max)}
      </span>
      <p id={`${id}-note`} className="meme-field__note" aria-live="polite">
        {note}
      </p>
    </div>
  );
}

interface CaptionProps {
  style: CaptionStyle;
  onStyle: (style: CaptionStyle) => void;
  captions: MemeCaptions;
  onCaptions: (change: Partial<MemeCaptions>) => void;
}

/** The caption: its form (top and bottom lines, or a law as the feed writes them) and its words. */
export function CaptionFields({ style, onStyle, captions, onCaptions }: CaptionProps) {
  const lawId = useId();
  return (
    <fieldset className="meme-choice meme-choice--caption">
      <legend>{memeCaption.style.legend}</legend>
      <div className="meme-options meme-options--two">
        {(['classic', 'law'] as const).map((id) => (
          <label key={id} className="meme-option">
            <input type="radio" name="meme-style" value={id} checked={style === id} onChange={() => onStyle(id)} />
            <span className="meme-option__name">{memeCaption.style[id]}</span>
          </label>
        ))}
      </div>
      {style === 'classic' ? (
        <>
          <CaptionField label={memeCaption.fields.top} value={captions.top} max={CAPTION_MAX.line} placeholder={memeCaption.placeholders.top} onText={(top) => onCaptions({ top })} />
          <CaptionField label={memeCaption.fields.bottom} value={captions.bottom} max={CAPTION_MAX.line} placeholder={memeCaption.placeholders.bottom} onText={(bottom) => onCaptions({ bottom })} />
        </>
      ) : (
        <>
          <div className="meme-field meme-field--number">
            <label htmlFor={lawId}>{memeCaption.fields.lawNumber}</label>
            <input
              id={lawId}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={captions.lawNumber}
              placeholder={String(FIRST_MEME_LAW).padStart(3, '0')}
              aria-describedby={`${lawId}-as`}
              onChange={(e) => onCaptions({ lawNumber: e.target.value.replace(/\D/g, '').slice(0, 3) })}
            />
            <span id={`${lawId}-as`} className="meme-field__as">
              {lawOf(captions)}
            </span>
          </div>
          <CaptionField label={memeCaption.fields.lawText} value={captions.lawText} max={CAPTION_MAX.law} placeholder={memeCaption.placeholders.lawText} onText={(lawText) => onCaptions({ lawText })} />
        </>
      )}
      <p className="meme-privacy">{memeCaption.privacy}</p>
    </fieldset>
  );
}
