// What a page says when a school has no lines in a province. The server's no-data Message
// (docs/API-ADMISSION.md) travels in the envelope, which the API client does not hand on, so
// the page words it the same way.

export const noLinesText = (provinceName: string, major: boolean) =>
  `暂无该校在${provinceName}的${major ? '专业录取分数' : '投档线'}数据`;

export const noPlansText = (provinceName: string) => `暂无该校在${provinceName}的招生计划数据`;
