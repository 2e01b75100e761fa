/**
 * What the clip maker and the sticker maker share: a Make button with its Cancel while a file is
 * made, and the made file's ways out (the share sheet with the file alone where the phone takes it,
 * a download everywhere), with what each said.
 */
import { useRef, useState } from 'react';
import { canShareFile, download, shareFile } from '../hooks/share';

/** The words of the ways out. */
interface OutWords {
  shared: string;
  shareFailed: string;
  downloaded: (file: string) => string;
}

/** What the ways out said last ('' once a new file is on its way). */
export function useFileOut(words: OutWords, what: string) {
  const [said, setSaid] = useState('');
  return {
    said,
    clear: () => setSaid(''),
    async share(file: File) {
      try {
        setSaid((await shareFile(file)) ? words.shared : '');
      } catch (error) {
        console.warn(`The ${what} was not shared:`, error instanceof Error ? error.message : error);
        setSaid(words.shareFailed);
      }
    },
    download(file: File) {
      download(file, file.name);
      setSaid(words.downloaded(file.name));
    },
  };
}

/** Make, and Cancel while making; a Cancel gives focus back to Make (the Cancel button goes with the making). */
export function MakeCancel({ className, make, cancel, making, disabled = false, onMake, onCancel }: { className: string; make: string; cancel: string; making: boolean; disabled?: boolean; onMake: () => void; onCancel: () => void }) {
  const makeButton = useRef<HTMLButtonElement>(null);
  return (
    <div className={className}>
      <button ref={makeButton} type="button" className="button button--primary" data-busy={making || undefined} disabled={disabled} onClick={onMake}>
        {make}
      </button>
      {making && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            onCancel();
            makeButton.current?.focus();
          }}
        >
          {cancel}
        </button>
      )}
    </div>
  );
}

/** The made file's Share (where the phone takes the file) and Download. */
export function FileActions({ className, file, share, downloadLabel, out }: { className: string; file: File; share: string; downloadLabel: string; out: ReturnType<typeof useFileOut> }) {
  const sharable = canShareFile(file.type, file.name);
  return (
    <div className={className}>
      {sharable && (
        <button type="button" className="button button--primary" onClick={() => void out.share(file)}>
          {share}
        </button>
      )}
      <button type="button" className={`button ${sharable ? 'button--ghost' : 'button--primary'}`} onClick={() => out.download(file)}>
        {downloadLabel}
      </button>
    </div>
  );
}
