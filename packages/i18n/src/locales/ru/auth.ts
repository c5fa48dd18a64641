import type { auth as en } from '../en/auth';

export const auth: typeof en = {
  email: 'Email',
  password: 'Пароль',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  signIn: 'Войти',
  signingIn: 'Выполняется вход...',
  signInTitle: 'С возвращением',
  signInSubtitle: 'Войдите, чтобы продолжить тренировки',
  noAccount: 'Нет аккаунта?',
  createOne: 'Зарегистрироваться',
  missingInfoTitle: 'Не хватает данных',
  missingInfoBody: 'Пожалуйста, заполните все поля',
  loginFailed: 'Не удалось войти',
  loginSuccessTitle: 'С возвращением!',
  loginSuccessBody: 'Вы успешно вошли в систему.',
  verificationRequiredTitle: 'Требуется подтверждение email',
  verificationRequiredBody: 'Проверьте почту и подтвердите аккаунт перед входом.',
  logout: 'Выйти',
};
