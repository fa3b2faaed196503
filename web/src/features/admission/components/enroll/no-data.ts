// What a page says when a school has no lines in a province and no answer carries the server's
// own no-data Message (docs/API-ADMISSION.md): the facet lists, read before any line, have none.

export const noLinesText = (provinceName: string, major: boolean) =>
  `暂无该校在${provinceName}的${major ? '专业录取分数' : '投档线'}数据`;

export const noPlansText = (provinceName: string) => `暂无该校在${provinceName}的招生计划数据`;
