/** Ready-to-send welcome text with the new member's credentials. */
export function welcomeMessage(input: {
  brandName: string;
  loginUrl: string;
  username: string;
  password: string;
  firstName: string;
}) {
  const name = input.firstName ? ` ${input.firstName}` : '';
  return [
    `¡Hola${name}! Bienvenido(a) al ${input.brandName}.`,
    `Ingresa en ${input.loginUrl}`,
    `Usuario: ${input.username}`,
    `Contraseña: ${input.password}`,
    'Tu sesión es personal: si ingresas desde otro dispositivo, se cerrará la sesión anterior.',
  ].join('\n');
}
