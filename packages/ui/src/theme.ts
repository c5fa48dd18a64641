import { fontSize, layout, palette, radius, semantic, shadow, space } from './tokens';

export type ThemeName = 'dark' | 'light';

export function createTheme(name: ThemeName) {
  return { name, colors: palette[name], semantic, space, radius, fontSize, shadow, layout };
}

export type AppTheme = ReturnType<typeof createTheme>;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
