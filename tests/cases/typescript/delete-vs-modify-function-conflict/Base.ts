export const isEmail = (s: string): boolean => /^[^@]+@[^@]+$/.test(s);

export const isPhone = (s: string): boolean => /^\+?[0-9 ]+$/.test(s);

export const isUrl = (s: string): boolean => URL.canParse(s);
