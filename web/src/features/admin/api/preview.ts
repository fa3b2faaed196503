import { adminRead } from './call';

/** Admin/Preview: the sanitised HTML readers would get for a Markdown text. */
export const previewMarkdown = (Body: string) => adminRead<{ Html: string }>('Preview', { Body });
