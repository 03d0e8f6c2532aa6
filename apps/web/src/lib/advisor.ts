import { advisorMessage, type AdvisorTopic, type PublicSettings } from '@oece/domain';
import { chatLink } from '../config/settings';
import { track } from './analytics';

/** Opens the advisor's chat in a new tab with the greeting of the hour and what the buyer wants. */
export function openAdvisorChat(settings: PublicSettings, topic: AdvisorTopic, from: string) {
  track('whatsapp_contact', { from, ...(typeof topic === 'object' ? { plan: topic.name } : {}) });
  window.open(chatLink(settings, advisorMessage(new Date(), topic)), '_blank', 'noopener');
}
