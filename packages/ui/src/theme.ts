// Through the shared entry: a relative import would give this entry its own copy of the tokens.
import { fontSize, layout, palette, radius, semantic, shadow, space } from '@app/ui/tokens';

export type ThemeName = 'dark' | 'light';

export function createTheme(name: ThemeName) {
  return { name, colors: palette[name], semantic, space, radius, fontSize, shadow, layout };
}

export type AppTheme = ReturnType<typeof createTheme>;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
