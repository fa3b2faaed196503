// The login state the chat page tests start from.
import { clearLogin, saveLoginData } from '@/lib/session';

export function signInStudent(UserId = 'u-student') {
  saveLoginData({ Token: `t-${UserId}`, UserId, NickName: '学生', UserType: 0, RightsList: [], UserProductList: [] });
}

export const signOut = clearLogin;
