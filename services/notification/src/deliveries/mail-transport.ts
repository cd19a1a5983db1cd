import type { Provider } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** nodemailer over SMTP; which server is configuration (a mail catcher locally). */
export const mailTransportProvider: Provider<Transporter> = {
  provide: MAIL_TRANSPORT,
  inject: [NOTIFICATION_CONFIG],
  useFactory: (config: NotificationConfig) => createTransport(config.SMTP_URL),
};
