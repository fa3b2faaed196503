import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { saveLoginData } from '@/lib/session';
import { uploadFile } from './upload-file';

const file = () => new File([new Uint8Array([137, 80, 78, 71])], '图.png', { type: 'image/png' });
const answer = (body: string, status = 200, type = 'application/json') => vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': type } })));

afterEach(() => vi.unstubAllGlobals());

describe('Admin/Upload', () => {
  it('sends the file as multipart field "file" with the token, and resolves where readers get it', async () => {
    saveLoginData({ Token: 't9', UserId: 'u9', NickName: '', UserType: 0, RightsList: [], UserProductList: [] });
    answer(JSON.stringify({ Code: 0, Data: { Url: '/uploads/ab.png', Name: '图.png', Size: 4, Type: 'image/png' }, Message: '成功' }));
    await expect(uploadFile(file())).resolves.toEqual({ Url: '/uploads/ab.png', Name: '图.png', Size: 4, Type: 'image/png' });
    const [url, init] = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0];
    expect(url).toBe('/api/Admin/Upload');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect((init.headers as Record<string, string>).token).toBe('t9');
    expect(init.headers).not.toHaveProperty('Content-Type');
  });
  it("rejects with the server's message", async () => {
    answer(JSON.stringify({ Code: 400, Data: null, Message: '文件过大：图片不超过 5 MB，PDF 不超过 20 MB' }));
    await expect(uploadFile(file())).rejects.toMatchObject({ code: 400, message: '文件过大：图片不超过 5 MB，PDF 不超过 20 MB' });
  });
  it('says the upload is not available when the endpoint is missing', async () => {
    answer('404 page not found', 404, 'text/plain');
    const e = await uploadFile(file()).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).message).toBe('上传失败（HTTP 404），请稍后重试');
  });
});
