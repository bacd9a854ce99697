/**
 * The print preview (SPEC section 8): a PDF the app made or fetched (the licence sheet, an
 * invoice) in a dialog with Print and Download. On a desktop the page is shown in the dialog and
 * printed from it; phones do not show PDFs inside a page, so there the dialog names the file and
 * opens it in the phone's own viewer, which prints and shares it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../app/Dialog';
import { useDevice } from '../../app/hooks';
import { Icon } from '../../app/icons';
import { download } from '../../lib/download';
import './print.css';

export interface PrintFile {
  blob: Blob;
  /** The name it is downloaded under (`licences.pdf`). */
  name: string;
}

function formatSize(bytes: number, language: string): string {
  const kb = bytes / 1024;
  const unit = kb >= 1024 ? { value: kb / 1024, unit: 'megabyte' } : { value: Math.max(1, kb), unit: 'kilobyte' };
  return new Intl.NumberFormat(language, { style: 'unit', unit: unit.unit, maximumFractionDigits: unit.value < 10 ? 1 : 0 }).format(unit.value);
}

export function PrintPreview({ file, title, text, onClose }: { file: PrintFile | null; title: string; text?: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const device = useDevice();
  const frame = useRef<HTMLIFrameElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file.blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);

  const print = () => {
    if (!url) return;
    if (device === 'desktop' && frame.current?.contentWindow) frame.current.contentWindow.print();
    else window.open(url, '_blank', 'noopener');
  };

  return (
    <Dialog
      open={!!file}
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('action.close')}
          </button>
          <button type="button" className="button" disabled={!file} onClick={() => file && download(file.blob, file.name)}>
            <Icon name="download" size={18} />
            {t('print.download')}
          </button>
          <button type="button" className="button button-primary" disabled={!url} onClick={print}>
            {device === 'desktop' ? t('print.print') : t('print.open')}
          </button>
        </>
      }
    >
      {text && <p className="field-hint">{text}</p>}
      {file && url && device === 'desktop' && <iframe ref={frame} className="print-preview-frame" src={url} title={t('print.frameLabel', { name: file.name })} />}
      {file && device === 'mobile' && (
        <div className="print-preview-file">
          <span className="print-preview-icon" aria-hidden="true">
            <Icon name="content" size={32} />
          </span>
          <span className="print-preview-name">
            <strong>{file.name}</strong>
            <span className="field-hint">{t('print.kind', { size: formatSize(file.blob.size, i18n.resolvedLanguage ?? 'en') })}</span>
          </span>
          <p className="print-preview-hint">{t('print.phoneHint')}</p>
        </div>
      )}
    </Dialog>
  );
}
