import { useLayoutEffect, useRef } from 'react';
import { usePreview } from '../hooks/usePreview';
import { insertAt, uploadSnippet } from '../lib/markdown';
import type { Uploaded } from '../types';
import { ATTACHMENT_TYPES, UploadButton } from './UploadButton';

/**
 * The body: Markdown on the left, the HTML readers would get on the right (asked of the server as
 * typing pauses; sanitised there, so it is shown as it comes). An upload goes in at the cursor.
 */
export function MarkdownEditor({ value, onChange, initialHtml }: { value: string; onChange: (v: string) => void; initialHtml: string }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const cursor = useRef<number | null>(null);
  const preview = usePreview(value, initialHtml);
  useLayoutEffect(() => {
    const el = area.current;
    if (el && cursor.current !== null) {
      el.focus();
      el.setSelectionRange(cursor.current, cursor.current);
      cursor.current = null;
    }
  }, [value]);
  const insert = (u: Uploaded) => {
    const el = area.current;
    const start = el ? el.selectionStart : value.length;
    const end = el ? el.selectionEnd : value.length;
    const next = insertAt(value, start, end, uploadSnippet(u));
    cursor.current = next.cursor;
    onChange(next.text);
  };
  return (
    <div className="zy-admin-md" data-testid="admin-md">
      <div className="zy-admin-md-source">
        <div className="zy-admin-md-bar">
          <label htmlFor="admin-body">正文（Markdown）</label>
          <UploadButton label="上传图片/PDF" accept={ATTACHMENT_TYPES} onUploaded={insert} testId="admin-upload" />
        </div>
        <textarea id="admin-body" ref={area} value={value} onChange={(e) => onChange(e.target.value)} rows={22} spellCheck={false} data-testid="admin-body" />
        <div className="zy-muted zy-small">支持标题、列表、表格、链接和上传到本站的图片；HTML 与脚本会在发布时被清除。共 {[...value].length} 字</div>
      </div>
      <div className="zy-admin-md-preview">
        <div className="zy-admin-md-bar">
          <span>预览{preview.loading ? '（更新中…）' : ''}</span>
        </div>
        {preview.error ? (
          <p className="zy-admin-error" data-testid="admin-preview-error">
            {preview.error}
          </p>
        ) : null}
        {/* The server sanitised this HTML (the same rendering readers get). */}
        <div className="zy-admin-preview" data-testid="admin-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />
      </div>
    </div>
  );
}
