import { uploadFile } from '@/features/admin/api/upload-file';

/**
 * Admin/UploadMedia: a lesson's video (MP4 or WebM) or PDF courseware into the private uploads; its
 * Url is the file's name, what the lesson's Media holds.
 */
export const uploadMedia = (file: File) => uploadFile(file, 'Admin/UploadMedia');
