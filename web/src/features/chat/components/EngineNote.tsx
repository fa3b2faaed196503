import type { ChatConfig } from '../types';

/** What the answers rest on: the portal's own data with a source for every number, and which engine answers. */
export function EngineNote({ config }: { config: ChatConfig | null }) {
  let engine = '';
  if (config?.Engine === 'rules') engine = '；当前为规则问答（未接入大模型）';
  else if (config?.Engine) engine = `；当前为规则问答 + 大模型${config.Model ? `（${config.Model}）` : ''}，大模型的回答经核对数字和来源后才显示`;
  return (
    <p className="zy-chat-note" data-testid="chat-engine-note">
      回答只来自本站数据，每个数字都注明来源{engine}。回答仅供参考，填报请以省教育考试院公布的信息为准。
    </p>
  );
}
