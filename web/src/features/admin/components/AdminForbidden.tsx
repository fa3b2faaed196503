/** What a logged-in user without a console role sees at /admin. */
export function AdminForbidden() {
  return (
    <div className="zy-container zy-admin-forbidden" data-testid="admin-forbidden">
      <h1>没有访问运营后台的权限</h1>
      <p className="zy-muted">如需使用，请联系网站管理员为你的账号开通编辑、审核或管理员角色。</p>
      <a href="#/index">返回首页</a>
    </div>
  );
}
