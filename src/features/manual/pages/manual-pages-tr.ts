/** Türkçe kılavuz (manual-pages-en.ts'nin sayfalarını ve bölümlerini izler). */
import type { ManualPageSource } from '../markup';

const pages: ManualPageSource[] = [
  {
    id: 'getting-started',
    title: 'Başlarken',
    summary: 'Giriş yapın, yolunuzu bulun ve fuar açılmadan standınızı hazırlayın.',
    body: `
Leadstand, fuar standınızın müşteri adaylarını kaydeder: ekibiniz ziyaretçilerin yaka kartlarını tarar, her görüşmeyi nitelendirir ve takip eder; standda telefonda, sonrasında dizüstü bilgisayarda. İnternet bağlantısı olmadan da çalışır, bkz. [Çevrimdışı çalışma ve eşitleme](offline).

## Giriş yapma
- **Yöneticiler** organizatörden bir giriş bağlantısı alır. Daha sonra giriş sayfasında [[login:tab.email]] ile giriş yapabilirsiniz: adresinizi yazın, [[login:email.submit]] düğmesine basın, ardından bağlantıyı açın veya e-postadaki 6 haneli kodu girin.
- **Ekip üyeleri**, onları ekibe eklediğinizde bir e-posta alır. Bağlantı onları giriş yaptırır; davet edilen çalışma arkadaşları önce adlarını onaylar.
- [[team:view.licences]], bir telefonu hesap olmadan giriş yaptırır: lisans kartındaki QR kodunu telefonun kamerasıyla tarayın (veya giriş sayfasında [[login:tab.licence]] seçeneğini seçin). Telefon [[login:finalize.nameEmail.title]] sorusuyla ad ve e-posta adresini sorar, ardından [[login:finalize.nameEmail.submit]] düğmesine basılır.

İlk girişte organizatörün kullanım koşullarını kabul edersiniz. Şirketiniz iki aşamalı doğrulama kullanıyorsa ikinci bir kod da girersiniz.

## Yolunuzu bulma
Dizüstü bilgisayarda menü her zaman soldadır ve şu gruplara ayrılır: [[common:nav.group.home]], [[common:nav.group.setup-tasks]], [[common:nav.group.agenda]], [[common:nav.group.service-center]] ve [[common:nav.group.support]]. Telefonda alttaki çubuk ana hedefleri içerir; diğer her şey [[common:nav.more]] altındadır. Yalnızca şirketinizin kullandığı ve yetkilerinizin izin verdiği bölümleri görürsünüz.

Menünün altında, adınızın altında hesap işlevleri bulunur: [[common:menu.switchEvent]], [[common:menu.useOnAnotherDevice]] (başka bir cihazda sizin adınıza giriş yapan bir QR kodu), [[common:menu.myBadge]], [[common:menu.guide]] ve [[common:menu.logout]]. [[common:nav.settings]] bölümünde dili, saatlerin gösterildiği saat dilimini ve iki aşamalı doğrulamayı seçersiniz.

## Fuara hazırlanma
[[common:nav.dashboard]] ekranı, henüz tamamlanmamış adımlarla [[dashboard:setup.title]] kartını gösterir:
1. [[dashboard:setup.content.title]]: ziyaretçilerin sizden ne gördüğü, bkz. [İçerik ve takip](content).
2. [[dashboard:setup.questions.title]]: ekibinizin her ziyaretçiye ne sorduğu, bkz. [Soruları ayarlama](questions).
3. [[dashboard:setup.team.title]]: standda çalışan çalışma arkadaşları, bkz. [Ekip ve lisanslar](team).

Adımların altında genel bakış müşteri adaylarınızı sayar: bugün ve toplamda, saat başına müşteri adayları, takip hunisi, derecelendirmeler ve ekip üyesi başına müşteri adayları.

> Fuardan önce Leadstand'i stand telefonlarına yükleyin (tarayıcı menüsünde: "Ana ekrana ekle" veya "Uygulamayı yükle") ve bir kez bağlantıyla giriş yapın: bundan sonra bağlantı olmadan da açılır ve müşteri adaylarını kaydeder.
`,
  },
  {
    id: 'scanning',
    title: 'Yaka kartı tarama',
    summary: 'Bir ziyaretçiyi telefon kamerası, el tipi tarayıcı, NFC veya yazılan yaka kartı koduyla kaydedin.',
    body: `
Her ziyaretçinin yaka kartında bir QR kodu veya barkod ve abcde-jklmn-stuvw gibi beşer harflik üç gruptan oluşan bir yaka kartı kodu bulunur. Nasıl kaydederseniz kaydedin, bağlantı hemen cihaza kaydedilir ve [[common:nav.connections]] listesinin en üstünde görünür.

## Kamerayla
1. [[common:nav.connections]] bölümünü açın ve [[connections:scan.start]] düğmesine basın.
2. Yaka kartının QR kodunu veya barkodunu çerçevenin içinde tutun. Telefon bip sesi çıkarır veya titrer ve ziyaretçinin adı görünür.
3. Taramaya devam edin: sayaç kaç kart taradığınızı gösterir. İşiniz bitince tarayıcıyı kapatın.

[[connections:scan.sound]] bip sesini açar ve kapatır, [[connections:scan.torch]] karanlık yaka kartlarını aydınlatır, [[connections:scan.switchCamera]] ön ve arka kamera arasında geçiş yapar.

Kamera engellenmişse tarayıcı ayarlarında bu site için kamera erişimine izin verin ve [[connections:scan.tryAgain]] seçeneğini seçin. Bu arada [[connections:scan.typeCode]] seçeneğini kullanın.

## El tipi tarayıcıyla
USB veya Bluetooth barkod tarayıcı bir klavye gibi çalışır. Listenin üstündeki [[connections:add.label]] alanına tıklayın ve tarayın: tarayıcı kodu ve Enter tuşunu yazar, bağlantı eklenir. İmleci alanda bırakın ve sonraki yaka kartını tarayın.

## Yazılan kodla
Yaka kartında basılı kodu [[connections:add.label]] alanına yazın ve [[connections:add.submit]] düğmesine basın. Büyük harfler, boşluklar ve tireler önemli değildir. Leadstand kodu siz yazarken denetler: ilk grup a ile h arasındaki bir harfle, ikincisi j ile r arasında, üçüncüsü s ile z arasında bir harfle başlar ve i ile o harfleri hiç geçmez.

## NFC ile
NFC'li Android telefonlarda tarayıcıdaki [[connections:scan.nfc]] düğmesi çipli yaka kartlarını okur: yaka kartını telefonun arkasına tutun.

## Mesajların anlamı
- **Zaten tarandı**: siz veya bir çalışma arkadaşınız bu ziyaretçiyle daha önce görüştünüz. Yeni görüşme bağlantının geçmişine eklenir.
- **Bu yaka kartı başka bir etkinliğe ait**: orada taramak için menüden etkinlik değiştirin.
- **Tarama lisansı yok**: şirketinizin bu etkinlik için henüz lisansı yok. Taramalar kaydedilir ve ziyaretçinin bilgileri bir lisans etkinleşir etkinleşmez görünür.
- **Etkinlik sona erdi**: artık tarama yapılmaz. Bağlantılarınızı okumaya, nitelendirmeye ve dışa aktarmaya devam edebilirsiniz.
- **Ziyaretçi listesinde yok**: bu cihaz kodu tanımıyor. Sunucu bir sonraki eşitlemede kodu denetler; yanlış yazıldıysa kodu düzeltin.
`,
  },
  {
    id: 'offline',
    title: 'Çevrimdışı çalışma ve eşitleme',
    summary: 'Bağlantı olmadan neyin çalıştığı, değişikliklerinizin sunucuya nasıl ulaştığı ve eşitleme durumlarının anlamı.',
    body: `
Fuar salonlarında çekim çoğu zaman zayıftır. Leadstand kaydettiğiniz her şeyi önce cihazda saklar ve mümkün olur olmaz sunucuya gönderir. Ağı hiç beklemeniz gerekmez.

## Çevrimdışı ne çalışır
Yaka kartı tarama ve kod yazma, notlar, sesli notlar ve fotoğraflar, yanıtlar, derecelendirmeler, aşamalar, paylaşılacak içeriği seçme ve takip e-postaları çevrimdışı çalışır. Cihazdaki bağlantılarda arama ve dışa aktarma da çalışır.

Bazı ekranlar sunucuya ihtiyaç duyar ve [[common:offline.title]] mesajını gösterir: ekip, sorular, içerik, misafirler, API erişimi, denetim kaydı ve bu kılavuz. Yeniden çevrimiçi olduğunuzda açılırlar.

> Fuardan önce uygulamayı bir kez bağlantıyla açın: uygulama soruları, içeriği ve etkinliğin ziyaretçi listesini indirir, böylece tararken adlar hemen görünür.

## Eşitleme nasıl çalışır
Değişiklikler yaptığınız sırayla, arka planda, siz çalışmaya devam ederken de gönderilir. [[common:nav.connections]] ekranının üstü, kaç değişikliğin eşitleme beklediğini ve son eşitlemenin ne zaman olduğunu gösterir. [[connections:list.refresh]] düğmesi hemen eşitler. Çalışma arkadaşlarınızın değişiklikleri de aynı yoldan gelir.

## Eşitleme durumları
Her bağlantı durumunu gösterir:
- [[connections:sync.state.completed]]: sunucuda.
- [[connections:sync.state.pending]]: bu cihazda saklanıyor; bağlantı olur olmaz gönderilir.
- [[connections:sync.state.modified]]: bu cihazda onun için bir not yazılıyor ve henüz kaydedilmedi. Metin siz yazarken saklanır, uygulama kapansa da; Notlar sekmesinde kaydedin veya vazgeçin.
- [[connections:sync.state.noAccess]], [[connections:sync.state.visitorNotFound]], [[connections:sync.state.otherEvent]], [[connections:sync.state.noPermission]] veya [[connections:sync.state.invalid]]: sunucu kabul etmedi. Nedenini okumak için bağlantıyı açın; [[connections:list.needsAttention]] filtresi bunların hepsini listeler.

Bir eşitlemeden sonra liste, sunucunun taramalarınız hakkında söylediklerini [[connections:syncSummary.title]] altında özetler: kaçının lisanssız olduğu (bilgileri bir lisans etkinleştiğinde görünür), başka bir etkinliğe ait olduğu veya ziyaretçi listesinde olmadığı, onlara giden bir bağlantıyla. Kapatın; yalnızca sayıları artınca yeniden görünür.

## Verilerinizi güvende tutma
- Bekleyen değişiklikler varken çıkış yapmayın ve tarayıcı verilerini silmeyin: gönderilmemiş değişikliklerle çıkış yapmadan önce Leadstand size sorar.
- Cihazdaki depolama alanı azaldığında Leadstand sizi uyarır. Eşitlemek için bağlanın ve yer açın.
- Yeni bir sürüm olduğunda bir bildirim güncellemeyi önerir. Güncelleme cihazdaki her şeyi korur.
- Gönderilmemiş müşteri adaylarıyla bir telefon bozulursa veya sıfırlanması gerekirse, bir tanılama yedeği onları kurtarır, bkz. [Destek ve tanılama yedeği](support).
`,
  },
  {
    id: 'qualifying',
    title: 'Müşteri adaylarını nitelendirme',
    summary: 'Notlar, sesli notlar, fotoğraflar, sorular, derecelendirme ve aşama: görüşmenin ne hakkında olduğunu kaydedin.',
    body: `
Nitelendirmek için [[common:nav.connections]] listesinden bir bağlantı açın. Sekmeleri [[connections:tabs.details]], [[connections:tabs.questions]], [[connections:tabs.notes]] ve [[connections:tabs.content]]; dizüstü bilgisayarda ayrıca [[connections:tabs.stage]] ve [[connections:tabs.registration-questions]] (telefonda bunlar [[connections:tabs.details]] sekmesinin parçasıdır). Her şey çevrimdışı çalışır.

## Notlar, sesli notlar ve fotoğraflar
[[connections:tabs.notes]] sekmesinde [[connections:notes.add]] alanına yazın ve [[connections:notes.save]] düğmesine basın. [[connections:notes.media.record]] ziyaretçinin söylediklerini kaydeder (durdurmak için yeniden basın), [[connections:notes.media.photo]] ise bir kartvizitin veya peçeteye çizilmiş bir taslağın fotoğrafını çeker. Dosyalar bağlantı olunca arka planda yüklenir; o zamana kadar cihazda kalır.

## Sorular
[[connections:tabs.questions]] sekmesinde şirketinizin nitelendirme sorularını yanıtlarsınız. Bazıları tek yanıt, bazıları birden çok yanıt, bazıları kendi sözlerinizi alır; [[connections:questions.other]] seçeneğiyle kendi yanıtınızı yazarsınız. [[connections:questions.save]] düğmesine basın.

## Derecelendirme
Her yanıt puan ekler ve puanlar müşteri adayını [[connections:rating.hot]], [[connections:rating.warm]] veya [[connections:rating.cold]] olarak derecelendirir (kurallar için bkz. [Soruları ayarlama](questions)). [[connections:rating.how]] bağlantısı puanları açıklar. Ziyaretçiyi tarayan kişi derecelendirmeyi [[connections:rating.override]] ile değiştirebilir.

## Aşama
Aşama, fuardan sonra müşteri adayını izler: [[connections:stages.new]], [[connections:stages.contacted]], [[connections:stages.quoted]], [[connections:stages.sold]], [[connections:stages.active]], [[connections:stages.inactive]] veya [[connections:stages.longterm]]. [[connections:stage.new]] seçin, isterseniz bir yorum ekleyin ve [[connections:stage.save]] düğmesine basın. [[connections:stage.history]] her değişikliği tarihiyle listeler.

## Ayrıntılar ve kayıt
[[connections:tabs.details]] sekmesi ziyaretçinin iletişim bilgilerini ([[connections:detail.call]], [[connections:detail.mail]] ve [[connections:detail.website]] ile), ne zaman ve kim tarafından tarandığını, onunla görüşen diğer çalışma arkadaşlarını ve kayıt sırasında verdiği onayı gösterir. [[connections:tabs.registration-questions]] sekmesi fuara kaydolurken verdiği yanıtları gösterir.

## Silme
[[connections:delete.button]] bir bağlantıyı kaldırır; bildirimdeki [[connections:delete.undo]] silme işlemi gönderilmediği sürece onu geri getirir. Bir bağlantıyı yalnızca onu ilk tarayan kişi veya bir yönetici silebilir.
`,
  },
  {
    id: 'team',
    title: 'Ekip ve lisanslar',
    summary: 'Çalışma arkadaşlarınızı ekleyin, her birinin neler yapabileceğini belirleyin ve telefonlara tarama lisansı verin.',
    body: `
Yöneticiler standdaki kişileri [[common:nav.users]] bölümünde ([[common:nav.group.setup-tasks]] altında) yönetir. Ekranın üç görünümü vardır: [[team:view.members]], [[team:view.licences]] ve [[team:view.import]].

## Ekip üyesi ekleme
1. [[team:add.button]] düğmesine basın.
2. Adı, soyadı ve e-posta adresini, ayrıca e-postalarının dilini girin.
3. Nasıl katılacağını seçin: [[team:join.invite]] (adını onaylar ve koşulları e-postadan kabul eder) veya [[team:join.register]] (hesap hemen oluşur; e-postada bir giriş bağlantısı bulunur).
4. Neler yapabileceğini işaretleyin ve [[team:add.submit]] düğmesine basın.

## Yetkiler
- [[team:permission.admin]]: ekip, sorular ve içerik dahil her şey.
- [[team:permission.createConnections]]: yaka kartlarını tarar ve müşteri adaylarını nitelendirir.
- [[team:permission.showAllConnections]]: çalışma arkadaşlarının müşteri adaylarını da görür.
- [[team:permission.exportConnections]]: müşteri adaylarını indirir ve e-postayla gönderir.
- [[team:permission.companyConversations]]: şirkete gelen mesajları okur ve yanıtlar.
- [[team:permission.tasks]]: organizatörün görevleri üzerinde çalışır.

Bir üyeyi açıp şunları seçebilirsiniz: [[team:detail.edit]], [[team:detail.resendInvite]], [[team:detail.resendLink]] veya [[team:detail.remove]]. Üyenin taradığı bağlantılar şirketinizde kalır.

## Ekibi içe aktarma
[[team:view.import]] görünümünde, her satırda bir kişi (en fazla 1.000) ve ilk satırda sütun adları bulunan bir CSV veya Excel dosyası seçin: ad, soyad, e-posta adresi ve isterseniz telefon, şirket, dil ve yetkiler. Leadstand içe aktarmadan önce her satırı denetler. Ekipte zaten olan kişiler olduğu gibi kalır.

## Tarama lisansları
Bir lisansın QR kodu, bir telefonu hesap olmadan şirketiniz adına tarama yapmak üzere giriş yaptırır; geçici personel veya ortak bir stand telefonu için. Her telefon, siz [[team:licences.release]] seçeneğiyle boşaltana kadar bir yer kaplar; önce müşteri adayları gönderilir. [[team:licences.print]] standa koymak için lisans başına bir QR kodu yazdırır.

## Yaka kartları
Organizatörün yaka kartı sattığı yerlerde, her üyenin taktığı yaka kartını ve misafirlere kaç ücretsiz yaka kartı verebileceğini seçin. Daha fazla yaka kartı [[team:shopLink]] üzerinden sipariş edilir; siparişleriniz ve faturalarınız [[common:nav.orders]] bölümündedir.
`,
  },
  {
    id: 'questions',
    title: 'Soruları ayarlama',
    summary: 'Ekibinizin nitelendirme soruları ve her müşteri adayını sıcak, ılık veya soğuk olarak derecelendiren puanlar.',
    body: `
[[common:nav.questions]] bölümünde ([[common:nav.group.setup-tasks]] altında) yöneticiler ekibin standda sorduğu soruları belirler. Sorular her cihaza bir sonraki eşitlemede ulaşır ve sonra çevrimdışı çalışır.

## Soru ekleme
1. [[questions:new.button]] düğmesine basın.
2. Soruyu İngilizce yazın, ardından [[questions:field.type]] seçin: [[questions:type.checkbox]], [[questions:type.dropdown]], [[questions:type.radio]] (standda en hızlısı) veya [[questions:type.open]].
3. [[questions:field.options]] listesini girin ve her birine 0 ile 3 arasında puan verin. Kendi yanıtı anlamlıysa [[questions:field.allowOther]] seçeneğini işaretleyin.
4. [[questions:translations]] altında soruyu ve yanıtlarını çevirin. Ekibiniz onları kendi dilinde görür; çeviri yoksa İngilizce.
5. [[questions:save]] düğmesine basın.

Sırayı her sorunun yanındaki oklarla değiştirin. Organizatör ekleyebileceğiniz soru sayısını sınırlayabilir.

## Kapatma veya silme
Soruyu artık sormamak için [[questions:field.enabled]] işaretini kaldırın: verilen yanıtlar kalır. [[questions:delete.button]] soruyu yanıtlarıyla birlikte kaldırır.

Bağlantıların zaten içerdiği yanıtları değiştirir veya kaldırırsanız Leadstand önce sorar, sonra kaldırılan yanıtları her cihazdan çıkarır.

## Derecelendirme kuralları
Bir müşteri adayının puanı yanıtlarının puanlarının toplamıdır. [[questions:rules.title]] altında [[questions:rules.hotFrom]] ve [[questions:rules.warmFrom]] değerlerini belirleyin; bunun altında müşteri adayı soğuktur. [[questions:rules.save]] düğmesine basmadan önce önizleme, yanıtlanmış müşteri adaylarının nasıl derecelendirileceğini gösterir.

> Genel bakıştaki [[dashboard:calibration]] kartı, derecelendirmeyi her müşteri adayının ulaştığı aşamayla karşılaştırır. Soğuk müşteri adaylarına sık sık teklif veriliyor veya satış yapılıyorsa puanları ayarlayın.
`,
  },
  {
    id: 'content',
    title: 'İçerik ve takip',
    summary: 'Stand sayfanız, şirket profiliniz ve ürünleriniz, bunları standda paylaşma ve takip e-postası.',
    body: `
[[common:nav.contents]] bölümünde yöneticiler ziyaretçilerin şirketten ne gördüğünü tanımlar. Her kayıt, ziyaretçiler için QR kodlu kendi sayfasını alır.

## Stand sayfası, profil ve ürünler
- [[contents:group.partner.title]]: logo, afiş, sizi nerede bulacakları, açılış saatleri ve bir iletişim kişisiyle ön sayfanız. Herkese açık ürünlerinizi listeler.
- [[contents:group.profile.title]]: kim olduğunuz: hakkınızda, referanslar, sürdürülebilirlik, kariyer.
- [[contents:group.product.title]]: ekibinizin standda gösterdikleri; ekler (teknik föyler, görseller, her biri 100 MB'den küçük videolar), bağlantılar ve etiketlerle.

[[contents:public]] olarak işaretlenen kayıtlar stand sayfanızda listelenir; diğerleri yalnızca bağlantısı verilenler için açılır. [[contents:copyLink]] ve [[contents:downloadQr]] ile sayfayı stand için yazdırır veya bir e-postaya koyarsınız.

## Standda paylaşma
Bir bağlantının [[connections:tabs.content]] sekmesinde, ziyaretçinin ilgilendiği şeyin yanındaki [[connections:content.share]] kutusunu işaretleyin. Seçim takip için bağlantıyla birlikte saklanır ve çevrimdışı çalışır. [[connections:content.showPage]] ziyaretçinin kendi telefonuyla taradığı bir QR kodu gösterir.

## Takip e-postası
[[common:nav.followUp]] bölümünde ekibinizin ziyaretçilere gönderdiği e-postayı altı dilin her birinde yazarsınız. Ziyaretçinin adı gibi yer tutucular doldurulur; paylaşılan öğeler ve bir abonelikten çıkma bağlantısı kendiliğinden eklenir. [[contents:followUp.preview]] e-postayı ziyaretçinin aldığı gibi gösterir; [[contents:followUp.reset]] kendi metninizi geri alır.

Bağlantının [[connections:tabs.content]] sekmesinde ekip dili seçer ve [[connections:followUp.sendNow]] veya [[connections:followUp.sendEndOfDay]] seçeneğini kullanır. Gün sonu e-postaları [[contents:followUp.batchTitle]] altında ayarlanan saatte gider. Sekme, e-postanın gönderilip gönderilmediğini ve gönderilmediyse nedenini gösterir.
`,
  },
  {
    id: 'guests',
    title: 'Misafirler ve kayıt bağlantıları',
    summary: 'Müşterilerinizi fuara davet edin: kendi sayfanızda kaydolurlar ve yaka kartlarını alırlar.',
    body: `
[[common:nav.guests]] bölümünde kendi müşterilerinizi davet edersiniz. Size ait bir sayfada kaydolur, e-posta adreslerini onaylar ve yaka kartlarını alırlar; stand da bu kartı diğerleri gibi tarar. Sekmeler, organizatörün izin verdiği ölçüde [[guests:tab.registrants]], [[guests:tab.links]], [[guests:tab.form]] ve [[guests:tab.codes]] sekmeleridir.

## Kayıt bağlantıları
1. [[guests:tab.links]] sekmesinde [[guests:links.new]] düğmesine basın.
2. Bir ad, misafirleriniz için bir açıklama ve bir [[guests:links.type]] (örneğin VIP) girin.
3. Yalnızca kodu olan misafirler kaydolabilecekse [[guests:links.codeRequiredLabel]] seçeneğini işaretleyin.
4. [[guests:links.create]] düğmesine, ardından göndermek için [[contents:copyLink]] veya bir broşür için [[guests:links.qrShow]] düğmesine basın.

## Kayıt formu
Her kayıt sayfası ad, e-posta adresi ve şirketi sorar. [[guests:tab.form]] sekmesinde kendi sorularınızı (çevirileriyle) eklersiniz. Her değişiklik hemen kaydedilir; [[guests:form.preview.open]] formu misafirlerin gördüğü gibi gösterir.

## Promosyon kodları
[[guests:tab.codes]] sekmesinde ücretsiz giriş için kodlar oluşturursunuz: [[guests:codes.kinds.limited]] türündeki kodlar kullanım sayılarına ulaşınca durur, [[guests:codes.kinds.unlimited]] türündekiler durmaz. [[guests:codes.batch]] tek seferde çok sayıda tek kullanımlık kod üretir ve bunları CSV dosyası olarak indirir; örneğin bir e-posta gönderimindeki her müşteri için bir kod. Verdiğiniz kodları [[guests:codes.distributed]] olarak işaretleyin.

## Kayıtlılar
[[guests:tab.registrants]] sekmesi, bağlantılarınızla kaydolan veya davet ettiğiniz herkesi durumlarıyla ([[guests:registrants.state.invited]], [[guests:registrants.state.pendingConfirmation]], [[guests:registrants.state.registered]], [[guests:registrants.state.hold]]) ve fuara gelip gelmedikleriyle listeler. [[guests:registrants.invite]] e-postayla kişisel bir davet gönderir. Her misafirin eylemleri yaka kartını, daveti veya onayı yeniden gönderir, kayıt türünü değiştirir ya da bir kaydı bekletir (yaka kartı o zaman çalışmaz). [[guests:registrants.export.label]] listeyi CSV veya Excel olarak indirir.
`,
  },
  {
    id: 'meetings',
    title: 'Toplantılar ve mesajlar',
    summary: 'Görüşme zamanları, toplantı talepleri, çevrimiçi toplantılar, mesajlar ve bildirimler.',
    body: `
Şirketiniz toplantıları kullanıyorsa menüdeki [[common:nav.group.agenda]] grubu takviminizi, katılımcıları, mesajları ve bildirimleri içerir.

## Görüşme zamanları
[[common:nav.agenda]] bölümünde müsaitlik ayarlarını açın ve görüşebileceğiniz zamanları ekleyin: [[agenda:availability.onsite]] (fuarın açılış saatleri içinde) veya [[agenda:availability.online]]. Ziyaretçiler ve çalışma arkadaşları bu zamanlarda toplantı ister. Rezervasyon sayfanız ziyaretçilerin uygulama olmadan zaman ayırmasını sağlar: stand için QR kodunu yazdırın.

## Toplantı isteme
- Bir ziyaretçiyle: [[common:nav.attendees]] bölümünde onu bulun ve adının yanındaki [[agenda:request.open]] seçeneğini seçin. [[attendees:row.connect]] bunun yerine bir bağlantı isteği gönderir.
- Çalışma arkadaşlarıyla: [[common:nav.agenda]] bölümünde [[agenda:request.open]] seçeneğini seçin, başlangıcı, süreyi ve kimlerle görüşeceğinizi belirleyin ve [[agenda:request.send]] düğmesine basın.

Diğerleri [[agenda:meeting.action.accept]], [[agenda:meeting.action.decline]] veya [[agenda:meeting.action.propose]] seçeneğini seçer. Ajanda her toplantıyı [[agenda:agenda.view.day]], [[agenda:agenda.view.week]] veya [[agenda:agenda.view.list]] görünümünde gösterir; [[agenda:meeting.action.ics]] bir toplantıyı kendi takviminize ekler.

## Çevrimiçi toplantılar
Çevrimiçi veya karma bir toplantıda [[agenda:meeting.action.join]] toplantı odasını tarayıcıda kamera ve mikrofonla açar. Tarayıcı sorduğunda ikisine de izin verin.

## Mesajlar
Personel, çalışma arkadaşlarına ve ziyaretçilere [[common:nav.messages]] bölümünde yazar: [[messages:box.private]], [[messages:box.company]] (bu yetkiyle) ve [[messages:box.archived]]. [[messages:new.open]] bir konuşma başlatır; [[messages:action.recall]] gönderdiğiniz bir mesajı geri alır. Taslaklar cihazda saklanır.

## Bildirimler
Üstteki zil toplantı taleplerini, yanıtları, mesajları ve hatırlatmaları gösterir. [[messages:notifications.markAllRead]] sayacı sıfırlar.
`,
  },
  {
    id: 'exporting',
    title: 'Müşteri adaylarını dışa aktarma',
    summary: 'Bağlantılarınızı Excel veya CSV olarak indirin ya da e-postayla alın.',
    body: `
[[team:permission.exportConnections]] yetkisine sahip kişiler müşteri adaylarını [[common:nav.connections]] bölümünden Leadstand dışına alır. Onları otomatik olarak alması gereken bir CRM için bkz. [CRM için API erişimi](api-access).

## İndirme
1. [[common:nav.connections]] bölümünde listeyi istediğiniz müşteri adaylarına göre arayın ve filtreleyin: dışa aktarma listeyi gösterildiği gibi alır.
2. [[connections:export.button]] düğmesine basın ve [[connections:export.xlsx]] veya [[connections:export.csv]] seçeneğini seçin.

Dosya iletişim bilgilerini, tarama zamanını ve kimin taradığını, aşamayı, derecelendirmeyi, yanıtları, notları ve paylaşılacak içeriği içerir. Dışa aktarılan tüm müşteri adaylarında boş olan sütunlar, [[connections:export.allFields]] seçeneğini işaretlemezseniz dışarıda bırakılır. Dışa aktarma, cihazdaki verilerle çevrimdışı da çalışır.

## E-postayla
[[connections:export.email]] dosyayı kendi adresinize gönderir; örneğin standdaki bir telefondan. İlk seferde adresinizi Leadstand'in ona gönderdiği 6 haneli kodla onaylayın. Çevrimdışıyken e-posta bağlantı olur olmaz gider. Günde sınırlı sayıda e-postayla dışa aktarmaya izin verilir.

## Bilmekte fayda var
- Her dışa aktarma [[common:nav.audit]] içine yazılır.
- Organizatör, etkinliğin müşteri adaylarını saklama süresinin sonunda siler: tarih listenin üstünde görünür. İhtiyacınız olanı ondan önce dışa aktarın.
`,
  },
  {
    id: 'privacy',
    title: 'Gizlilik ve denetim kaydı',
    summary: 'Ziyaretçilerin onayı ve hakları, bir ziyaretçiyi silme ve müşteri adaylarınızla kimin ne yaptığı.',
    body: `
Ziyaretçiler kaydolurken organizatörün koşullarını kabul eder; bağlantının [[connections:tabs.details]] sekmesi bu onayı gösterir. Verilerini yalnızca görüşmenizi takip etmek için kullanın.

## Bir ziyaretçinin hakları
Bir ziyaretçi hakkında neler tuttuğunuzu sorduğunda bağlantısını açın. [[connections:privacy.title]] altında:
- [[connections:privacy.exportHtml]] şirketinizin onun hakkında kaydettiği her şeyi içeren bir sayfa verir; [[connections:privacy.exportJson]] aynısını veri olarak verir.
- [[connections:privacy.erase]] bağlantıyı notları, sesli notları, fotoğrafları, yanıtları, aşamaları ve toplantılarıyla birlikte siler; sunucuda hemen, ekibinizin her cihazında ise bir sonraki eşitlemede. Bu geri alınamaz.

Bu işlevler sunucuyla bağlantı gerektirir.

## Denetim kaydı
[[common:nav.audit]] ([[common:nav.group.service-center]] altında) müşteri adaylarını kimin dışa aktardığını, e-postayla gönderdiğini, sildiğini veya talep üzerine sildiğini, ne zaman ve kaç tane olduğunu ve saklama süresinin neleri sildiğini listeler. Ziyaretçi verisi içermez.
`,
  },
  {
    id: 'api-access',
    title: 'CRM için API erişimi',
    summary: 'Yönettiğiniz API hesaplarıyla CRM sisteminiz müşteri adaylarını alsın ve webhook’lar alsın.',
    body: `
[[common:nav.apiAccess]] bölümünde ([[common:nav.group.service-center]] altında, dizüstü bilgisayarda) yöneticiler şirketin CRM'i veya diğer sistemleri için API hesapları oluşturur. Bu bölümü organizatör açar. [[apiAccess:reference]] API'nin etkileşimli başvuru sayfasını açar.

## API hesapları
[[apiAccess:create.button]] istemci kimliği ve istemci sırrı olan bir hesap oluşturur. Sır yalnızca bir kez, hesap oluşturulduktan hemen sonra veya [[apiAccess:account.regenerate]] işleminden sonra gösterilir: hemen CRM'inize kopyalayın. Hesabın ne için olduğunu yorumlara yazın; ilk satır listede hesabın adı olur. [[apiAccess:account.disable]] hesabın sırrını ve belirteçlerini reddeder ve siz [[apiAccess:account.enable]] seçeneğini seçene kadar webhook'larını durdurur.

[[apiAccess:field.restriction]] altında [[apiAccess:field.restrictionOption.selection]] seçeneğini seçerek yalnızca IPv4 veya IPv6 adreslerinden ve 203.0.113.0/24 gibi aralıklardan gelen istekleri kabul edin. Başka herhangi bir adresten gelen istekler, doğru sır olsa bile reddedilir.

## Müşteri adaylarını alma
CRM'iniz istemci bilgileriyle (OAuth 2.0) /api/v1/oauth/token adresinden bir belirteç ister; belirteç 15 dakika geçerlidir. Onunla /api/v1/connections şirketinizin bağlantılarını iletişim bilgileri, notlar, aşama geçmişi, yanıtlar, derecelendirme ve onayla sayfa sayfa verir. Yalnızca değişenleri ve o zamandan beri kaldırılan bağlantıları almak için son "şu tarihten beri değişen" değerini gönderin; böylece CRM güncel kalır.

## Webhook'lar
[[apiAccess:webhook.add]], seçtiğiniz olaylar için bir bağlantı oluşturulduğunda, güncellendiğinde veya silindiğinde çağrılan bir https adresi kaydeder. Her webhook'un, eklendiğinde bir kez gösterilen kendi imzalama sırrı vardır. Her gönderim X-Leadstand-Timestamp ve X-Leadstand-Signature üst bilgilerini taşır: zaman damgası, bir nokta ve gövde üzerinden o imzalama sırrıyla hesaplanan bir HMAC-SHA256. Bunu doğrulayın ve eski zaman damgalarını reddedin. Sisteminiz yanıt vermezse Leadstand yaklaşık 20 dakika boyunca yeniden dener ve hesap her webhook'un son gönderimini gösterir.

> İstemci sırrını bir parola gibi koruyun. Sızmış olabilirse yeniden üretin: eskisi hemen çalışmaz olur.
`,
  },
  {
    id: 'tasks',
    title: 'Organizatörün görevleri',
    summary: 'Organizatörün şirketinizden istedikleri; yüklenecek belgeler ve bir incelemeyle.',
    body: `
Organizatör fuardan önce şirketinizden bazı şeyler isteyebilir: stand tasarımı, sigorta belgesi, risk değerlendirmesi. Bunlar [[common:nav.tasks]] bölümünde ([[common:nav.group.setup-tasks]] altında) yöneticiler ve [[team:permission.tasks]] yetkisine sahip kişiler için görünür.

## Görev listesi
Görevler kategoriye göre gruplanır: [[tasks:category.overdue]], [[tasks:category.todo]], [[tasks:category.inProgress]], [[tasks:category.inReview]] ve [[tasks:category.completed]]. Her görev son tarihini, [[tasks:mandate.required]] mı yoksa [[tasks:mandate.optional]] mı olduğunu ve organizatörün ek bilgilerini gösterir.

## Bir görev üzerinde çalışma
1. [[tasks:upload.choose]] düğmesine basın ve istenen belgeyi seçin: 100 MB'den küçük bir JPEG, PNG, GIF veya PDF dosyası. Bir dosyayı görevin üzerine de bırakabilirsiniz.
2. Bağlantı koparsa yükleme kaldığı yerden devam eder. Çevrimdışıyken belge cihazda bekler ve yeniden çevrimiçi olduğunuzda yüklenir.
3. Görev incelemede olmadığı sürece [[tasks:documents.remove]] yanlış bir belgeyi yeniden kaldırır.
4. [[tasks:submit]] düğmesine basın. Zorunlu bir görev en az bir belge gerektirir ve gönderme bağlantı gerektirir.

## İnceleme
Organizatör görevi onaylar (görev o zaman [[tasks:state.completed]] durumundadır) veya neyin eksik olduğunu söyleyen bir yorumla geri gönderir. Geri gönderilen görev yeniden [[tasks:state.inProgress]] durumuna geçer: gerekeni ekleyin ve yeniden gönderin.
`,
  },
  {
    id: 'support',
    title: 'Destek ve tanılama yedeği',
    summary: 'Yardım alın ve bozulan veya sıfırlanan bir telefondaki gönderilmemiş müşteri adaylarını kurtarın.',
    body: `
Bu kılavuz soruların çoğunu yanıtlar: içindekilerin üstündeki alanla arama yapın. [[manual:whatsNew.title]] ([[common:nav.settings]] bölümünde ve içindekilerin yanında) her sürümün değişikliklerini listeler, menüdeki [[common:menu.guide]] ise ana ekranları yeniden gösterir.

## Tanılama yedeği
Telefonda menüden [[common:nav.userSupport]] bölümünü açın: bu cihazdaki her şeyin sunucuya ulaşıp ulaşmadığını gösterir. [[support:actions.backup.button]], henüz sunucuda olmayabilecekleri içeren tek bir dosya oluşturur: gönderilmemiş değişiklikler, yüklenmeyi bekleyen fotoğraflar ve sesli notlar, eşitleme durumu, son hatalar ve sürümler. Giriş bilgileriniz asla dosyada yer almaz, ancak müşteri adaylarınızın bilgileri yer alır: [[support:backup.save]] dosyayı telefonda saklar, [[support:backup.share]] veya [[support:actions.contact.button]] ise yalnızca destek kişinize gönderir.

## Gönderilmemiş müşteri adaylarını geri yükleme
Bir telefon gönderemediği müşteri adaylarıyla mı bozuldu, yoksa uygulamanın yeniden yüklenmesi mi gerekti? Başka bir telefonda ya da yeniden yüklemeden sonra aynı telefonda [[common:nav.userSupport]] bölümünü açın, [[support:actions.restore.button]] seçeneğini ve ardından dosyayı seçin. Leadstand dosyayı denetler ve içeriğini gösterir; onayınızdan sonra gönderilmemiş değişiklikleri sunucuya tam olarak bir kez gönderir: aynı dosyayı yeniden geri yüklemek ya da asıl telefonun yeniden çevrimiçi olması hiçbir şeyi iki kez kaydetmez. Kendi yedeğinizi kendiniz geri yükleyebilirsiniz; bir çalışma arkadaşınızınkini yalnızca şirketinizin bir yöneticisi yükleyebilir.

## Bir şey çalışmadığında
- Bağlantıların eşitleme durumunu kontrol edin, bkz. [Çevrimdışı çalışma ve eşitleme](offline).
- Uygulamayı yeniden yükleyin veya yeni bir sürüm önerildiğinde güncelleyin.
- Eksik yetkiler ve bölümler için şirketinizin yöneticisine danışın: şirketinizin hangi bölümleri kullanacağına organizatör karar verir.
`,
  },
];

export default pages;
