import { http, unwrap } from './client';
import type { Notifications } from '@/types/generated/api/notifications';

/** GET clients/notifications: what the adviser's clients need (consultant, whitelabeladmin, ownerofbusiness). */
export const getNotifications = () => http.get<{ Data: Notifications }>('clients/notifications').then(unwrap);
