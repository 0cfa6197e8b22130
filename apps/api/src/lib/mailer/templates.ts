import { BRAND_PRIMARY } from '@stayfront/core';
import { splitAtValue, type Locale, type Translate } from '@stayfront/core/i18n';
import { translatorFor } from '@stayfront/core/i18n/server';
import { escapeHtml } from '../escape-html';

export interface Branding {
  brandName: string;
  supportEmail: string;
  /** The reader's words for the layout's own lines; English when not given. */
  t?: Translate;
}

export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** One branded layout for every e-mail, as HTML and as plain text with the same words. */
export function renderEmail(branding: Branding, content: EmailContent, lang: Locale = 'en') {
  const { brandName, supportEmail, t = translatorFor('en') } = branding;
  const fallback = escapeHtml(t('email.buttonFallback'));
  const [questionsBefore, questionsAfter] = splitAtValue(t, 'email.questions', 'email');
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${BRAND_PRIMARY};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${fallback}<br><a href="${escapeHtml(content.action.url)}" style="color:${BRAND_PRIMARY};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f4f6f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND_PRIMARY};color:#fff;padding:20px 28px;font-size:20px;font-weight:700">${escapeHtml(brandName)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(content.heading)}</h1>
${paragraphs}${action}${footnote}
</td></tr>
<tr><td style="padding:16px 28px;background:#fafafa;font-size:12px;color:#6b7280">${escapeHtml(questionsBefore)}<a href="mailto:${escapeHtml(supportEmail)}" style="color:${BRAND_PRIMARY}">${escapeHtml(supportEmail)}</a>${escapeHtml(questionsAfter)}<br>${escapeHtml(brandName)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '--',
    brandName,
    t('email.questions', { email: supportEmail }),
  ].join('\n');
  return { subject: content.subject, html, text };
}
