import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, Header, Segment } from 'semantic-ui-react';
import { joinTable } from '../api/join-table';
import { editorPath } from '../lib/links';
import '../wishtable.css';

/**
 * /wish-table?join=<Token>: a signed-in user accepts an invitation link and goes to the table
 * (a visitor signs in first and comes back here). Without a link: /wish-list.
 */
export default function JoinPage() {
  const [params] = useSearchParams();
  const token = params.get('join');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (!token) return <Navigate to="/wish-list" replace />;
  const accept = async () => {
    setBusy(true);
    setError('');
    try {
      const r = await joinTable(token);
      navigate(editorPath(r.TableId), { replace: true });
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <div className="zy-container zy-wish-page" data-testid="wish-join-page">
      <Segment className="zy-wish-join">
        <Header as="h1" size="medium">
          志愿表共享邀请
        </Header>
        <p>有人邀请你一起查看或修改一张志愿表。接受后，它会出现在“我的志愿表 · 共享给我的志愿表”中。邀请链接只能使用一次。</p>
        {error ? (
          <p className="zy-wish-error" role="alert" data-testid="wish-join-error">
            {error}
          </p>
        ) : null}
        <Button type="button" primary loading={busy} disabled={busy} onClick={() => void accept()} content="接受邀请" data-testid="wish-join-accept" />
        <Button as={Link} to="/wish-list" basic content="我的志愿表" />
      </Segment>
    </div>
  );
}
