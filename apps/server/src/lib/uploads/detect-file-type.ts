import { fileTypeFromBuffer } from 'file-type';

export type FileKind = 'png' | 'jpeg' | 'gif' | 'pdf' | 'doc' | 'docx';
export type ImageKind = Extract<FileKind, 'png' | 'jpeg' | 'gif'>;

const KIND_BY_MIME: Record<string, FileKind> = {
  'image/png': 'png',
  // An animated PNG is a PNG whose first frame any decoder shows.
  'image/apng': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  // Legacy Word files are OLE compound files; their magic bytes say no more than that.
  'application/x-cfb': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** What the file is, judged by its bytes alone; the name and the browser's content type are ignored. */
export async function detectFileKind(bytes: Uint8Array): Promise<FileKind | undefined> {
  try {
    const type = await fileTypeFromBuffer(bytes);
    return type ? KIND_BY_MIME[type.mime] : undefined;
  } catch {
    // A file too malformed to identify is not one we accept.
    return undefined;
  }
}

export function isImageKind(kind: FileKind): kind is ImageKind {
  return kind === 'png' || kind === 'jpeg' || kind === 'gif';
}
