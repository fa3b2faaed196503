// Scroll thresholds (SPEC §9): the nav bar fixes after 120 px, back-to-top shows after 500 px.
export const NAV_FIXED_AFTER_PX = 120;
export const BACK_TO_TOP_AFTER_PX = 500;

export const isNavFixed = (scrollY: number): boolean => scrollY > NAV_FIXED_AFTER_PX;
export const showBackToTop = (scrollY: number): boolean => scrollY > BACK_TO_TOP_AFTER_PX;
